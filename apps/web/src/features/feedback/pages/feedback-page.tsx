import { zodResolver } from '@hookform/resolvers/zod';
import { ClockIcon, MailIcon, SendIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useCelebrate } from '@/components/celebration/celebration-context';
import { celebrationPresets } from '@/components/celebration/celebration-presets';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormAlert } from '@/components/ui/form-alert';
import { Label } from '@/components/ui/label';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { useSession } from '@/lib/session/session-context';
import { cn } from '@/lib/utils';
import { useSubmitFeedbackMutation } from '../api/submit-feedback';
import { AttachmentField } from '../components/attachment-field';
import { FeedbackTypePicker } from '../components/feedback-type-picker';
import { feedbackErrorMessage } from '../lib/feedback-errors';
import {
  CUSTOM_CATEGORY_MAX,
  MESSAGE_MAX,
  SUBJECT_MAX,
  feedbackCategoryOptions,
  feedbackPriorityOptions,
  feedbackTypeOptions,
  type FeedbackType,
} from '../lib/feedback-options';
import {
  attachmentProblem,
  defaultFeedbackValues,
  feedbackFormSchema,
  type FeedbackErrors,
  type FeedbackFormValues,
} from '../lib/validate-feedback';

// Raw: the typed text is sent as typed (feedbackFormData trims it), as before the schema validated it.
const resolver = zodResolver(feedbackFormSchema, undefined, { raw: true });

function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <span
      id={id}
      className={cn('text-xs tabular-nums', length >= max ? 'font-semibold text-destructive' : 'text-muted-foreground')}
    >
      {`${length}/${max}`}
    </span>
  );
}

function typeFromLink(value: string | null): FeedbackType {
  return feedbackTypeOptions.find((option) => option.value === value)?.value ?? defaultFeedbackValues.feedbackType;
}

export function FeedbackPage() {
  const { user } = useSession();
  const celebrate = useCelebrate();
  const mutation = useSubmitFeedbackMutation();
  const ids = { type: useId(), category: useId(), message: useId(), priority: useId(), contact: useId() };
  const [searchParams] = useSearchParams();

  const {
    register,
    control,
    handleSubmit,
    watch,
    reset,
    setFocus,
    clearErrors,
    formState: { errors },
  } = useForm<FeedbackFormValues>({
    // 'Report a problem' opens the form on Bug Report (?type=bug-report); anything else keeps the default.
    defaultValues: { ...defaultFeedbackValues, feedbackType: typeFromLink(searchParams.get('type')) },
    resolver,
    // Errors show on Send and clear as their field is edited; the first one is focused in form order.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  // The file is checked when picked, not on Send, so it lives beside the form rather than in it.
  const [attachment, setAttachment] = useState<File | null>(null);
  const [attachmentError, setAttachmentError] = useState<string>();
  const [submitError, setSubmitError] = useState<string>();

  const email = user?.email ?? '';
  const busy = mutation.isPending;
  const category = watch('category');
  const subjectLength = watch('subject').length;
  const messageLength = watch('message').length;

  const clearError = (field: keyof FeedbackErrors) => {
    if (errors[field]) clearErrors(field);
    setSubmitError(undefined);
  };

  const selectAttachment = (file: File) => {
    const problem = attachmentProblem(file);
    setAttachmentError(problem ?? undefined);
    if (!problem) setAttachment(file);
  };

  const send = (values: FeedbackFormValues) => {
    setSubmitError(undefined);
    mutation.mutate(
      { email, ...values, attachment },
      {
        onSuccess: () => {
          reset();
          setAttachment(null);
          setAttachmentError(undefined);
          celebrate(celebrationPresets.feedbackSent());
        },
        onError: (error) => setSubmitError(feedbackErrorMessage(error)),
      },
    );
  };

  const focusFirstError = (found: Partial<Record<keyof FeedbackFormValues, unknown>>) => {
    setSubmitError(undefined);
    const first = (['customCategory', 'subject', 'message'] as const).find((field) => found[field]);
    if (first) setFocus(first);
  };

  const submit = handleSubmit(send, focusFirstError);

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title="Send Feedback" description="Found a bug or have an idea? Tell us, we read every message." />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <Card className="p-5 sm:p-6">
          <form
            onSubmit={(event) => {
              if (busy) event.preventDefault();
              else void submit(event);
            }}
            noValidate
            className="grid grid-cols-1 gap-6"
            aria-label="Feedback form"
          >
            <TextField
              label="Your email"
              type="email"
              value={email}
              readOnly
              hint="From your account. We only write to you if you tick the box below."
            />

            <div className="grid gap-2.5">
              <span id={ids.type} className="text-sm font-medium text-foreground">
                Feedback type
              </span>
              <Controller
                control={control}
                name="feedbackType"
                render={({ field }) => (
                  <FeedbackTypePicker
                    value={field.value}
                    onValueChange={field.onChange}
                    disabled={busy}
                    labelledBy={ids.type}
                  />
                )}
              />
            </div>

            <div className="grid gap-5 md:grid-cols-2">
              <div className="grid content-start gap-2">
                <Label htmlFor={ids.category}>Category</Label>
                <Controller
                  control={control}
                  name="category"
                  render={({ field }) => (
                    <Select
                      value={field.value}
                      onValueChange={(value) => {
                        const option = feedbackCategoryOptions.find((o) => o.value === value);
                        if (option) field.onChange(option.value);
                        clearError('customCategory');
                      }}
                      disabled={busy}
                    >
                      <SelectTrigger id={ids.category}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {feedbackCategoryOptions.map((option) => (
                          <SelectItem key={option.value} value={option.value}>
                            {option.label}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              </div>
              {category === 'other' && (
                <TextField
                  label="Custom category"
                  maxLength={CUSTOM_CATEGORY_MAX}
                  {...register('customCategory', { onChange: () => clearError('customCategory') })}
                  placeholder="e.g. Account, Exports"
                  disabled={busy}
                  error={errors.customCategory?.message}
                />
              )}
            </div>

            <TextField
              label="Subject"
              maxLength={SUBJECT_MAX}
              {...register('subject', { onChange: () => clearError('subject') })}
              placeholder="A short summary of your feedback"
              disabled={busy}
              error={errors.subject?.message}
              labelAside={<Counter id="subject-counter" length={subjectLength} max={SUBJECT_MAX} />}
            />

            <div className="grid gap-2">
              <div className="flex items-center justify-between gap-2">
                <Label htmlFor={ids.message}>Message</Label>
                <Counter id={`${ids.message}-counter`} length={messageLength} max={MESSAGE_MAX} />
              </div>
              <Textarea
                id={ids.message}
                maxLength={MESSAGE_MAX}
                rows={6}
                {...register('message', { onChange: () => clearError('message') })}
                placeholder="What happened, what did you expect, or what would make Revisely better?"
                disabled={busy}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={[errors.message ? `${ids.message}-error` : null, `${ids.message}-counter`]
                  .filter(Boolean)
                  .join(' ')}
              />
              {errors.message && (
                <p id={`${ids.message}-error`} role="alert" className="text-sm font-medium text-destructive">
                  {errors.message.message}
                </p>
              )}
            </div>

            <div className="grid gap-2.5">
              <span id={ids.priority} className="text-sm font-medium text-foreground">
                Priority
              </span>
              <Controller
                control={control}
                name="priorityLevel"
                render={({ field }) => (
                  <SegmentedControl
                    value={field.value}
                    onValueChange={field.onChange}
                    options={feedbackPriorityOptions}
                    disabled={busy}
                    aria-labelledby={ids.priority}
                    className="sm:max-w-sm"
                  />
                )}
              />
            </div>

            <AttachmentField
              file={attachment}
              onSelect={selectAttachment}
              onRemove={() => {
                setAttachment(null);
                setAttachmentError(undefined);
              }}
              error={attachmentError}
              disabled={busy}
            />

            <div className="flex items-start gap-3 rounded-xl bg-muted/60 p-3.5">
              <Controller
                control={control}
                name="contactPermission"
                render={({ field }) => (
                  <Checkbox
                    id={ids.contact}
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    disabled={busy}
                    className="mt-0.5"
                  />
                )}
              />
              <Label htmlFor={ids.contact} className="cursor-pointer leading-snug font-normal">
                You can contact me about this feedback
              </Label>
            </div>

            {submitError && <FormAlert>{submitError}</FormAlert>}

            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <ClockIcon className="size-4 shrink-0" aria-hidden="true" />
                We usually respond within 24-48 hours.
              </p>
              <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
                <SendIcon aria-hidden="true" />
                {busy ? 'Sending...' : 'Send Feedback'}
              </Button>
            </div>
          </form>
        </Card>

        <aside className="grid gap-4">
          <Card className="p-5">
            <h2 className="text-base font-semibold">Tips for great feedback</h2>
            <ul className="mt-3 grid gap-2.5 text-sm text-muted-foreground">
              <li>For bugs, say what you did, what you expected and what happened instead.</li>
              <li>A screenshot often explains a layout problem faster than words.</li>
              <li>One idea per message helps us track each one.</li>
            </ul>
          </Card>
          <Card className="flex items-start gap-3 p-5">
            <span
              className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground"
              aria-hidden="true"
            >
              <MailIcon className="size-4.5" />
            </span>
            <p className="text-sm text-muted-foreground">
              Tick the contact box if you&apos;re happy for us to follow up. We never share your email.
            </p>
          </Card>
        </aside>
      </div>
    </div>
  );
}
