import { ClockIcon, MailIcon, SendIcon } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
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
import { useSession } from '@/features/auth/session/session-context';
import { cn } from '@/lib/utils';
import { useSubmitFeedbackMutation } from '../api/submit-feedback';
import { AttachmentField } from '../components/attachment-field';
import { FeedbackTypePicker } from '../components/feedback-type-picker';
import { feedbackErrorMessage } from '../lib/feedback-errors';
import {
  CUSTOM_CATEGORY_MAX,
  DEFAULT_FEEDBACK_CATEGORY,
  DEFAULT_FEEDBACK_PRIORITY,
  DEFAULT_FEEDBACK_TYPE,
  MESSAGE_MAX,
  SUBJECT_MAX,
  feedbackCategoryOptions,
  feedbackPriorityOptions,
  type FeedbackCategory,
  type FeedbackPriority,
  type FeedbackType,
} from '../lib/feedback-options';
import { attachmentProblem, validateFeedback, type FeedbackErrors } from '../lib/validate-feedback';

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

export function FeedbackPage() {
  const { user } = useSession();
  const celebrate = useCelebrate();
  const mutation = useSubmitFeedbackMutation();
  const ids = { type: useId(), category: useId(), message: useId(), priority: useId(), contact: useId() };

  const [feedbackType, setFeedbackType] = useState<FeedbackType>(DEFAULT_FEEDBACK_TYPE);
  const [category, setCategory] = useState<FeedbackCategory>(DEFAULT_FEEDBACK_CATEGORY);
  const [customCategory, setCustomCategory] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [priority, setPriority] = useState<FeedbackPriority>(DEFAULT_FEEDBACK_PRIORITY);
  const [attachment, setAttachment] = useState<File | null>(null);
  const [attachmentError, setAttachmentError] = useState<string>();
  const [contactPermission, setContactPermission] = useState(false);
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [submitError, setSubmitError] = useState<string>();

  const customCategoryRef = useRef<HTMLInputElement>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);

  const email = user?.email ?? '';
  const busy = mutation.isPending;

  const reset = () => {
    setFeedbackType(DEFAULT_FEEDBACK_TYPE);
    setCategory(DEFAULT_FEEDBACK_CATEGORY);
    setCustomCategory('');
    setSubject('');
    setMessage('');
    setPriority(DEFAULT_FEEDBACK_PRIORITY);
    setAttachment(null);
    setAttachmentError(undefined);
    setContactPermission(false);
    setErrors({});
  };

  const clearError = (field: keyof FeedbackErrors) => {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setSubmitError(undefined);
  };

  const selectAttachment = (file: File) => {
    const problem = attachmentProblem(file);
    setAttachmentError(problem ?? undefined);
    if (!problem) setAttachment(file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateFeedback({ category, customCategory, subject, message });
    setErrors(found);
    setSubmitError(undefined);
    if (found.customCategory) return customCategoryRef.current?.focus();
    if (found.subject) return subjectRef.current?.focus();
    if (found.message) return messageRef.current?.focus();

    mutation.mutate(
      {
        email,
        feedbackType,
        category,
        customCategory,
        subject,
        message,
        priorityLevel: priority,
        contactPermission,
        attachment,
      },
      {
        onSuccess: () => {
          reset();
          celebrate(celebrationPresets.feedbackSent());
        },
        onError: (error) => setSubmitError(feedbackErrorMessage(error)),
      },
    );
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title="Send Feedback" description="Found a bug or have an idea? Tell us, we read every message." />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <Card className="p-5 sm:p-6">
          <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-6" aria-label="Feedback form">
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
              <FeedbackTypePicker
                value={feedbackType}
                onValueChange={setFeedbackType}
                disabled={busy}
                labelledBy={ids.type}
              />
            </div>

            <div className="grid gap-5 md:grid-cols-2">
              <div className="grid content-start gap-2">
                <Label htmlFor={ids.category}>Category</Label>
                <Select
                  value={category}
                  onValueChange={(value) => {
                    const option = feedbackCategoryOptions.find((o) => o.value === value);
                    if (option) setCategory(option.value);
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
              </div>
              {category === 'other' && (
                <TextField
                  ref={customCategoryRef}
                  label="Custom category"
                  value={customCategory}
                  maxLength={CUSTOM_CATEGORY_MAX}
                  onChange={(event) => {
                    setCustomCategory(event.target.value);
                    clearError('customCategory');
                  }}
                  placeholder="e.g. Account, Exports"
                  disabled={busy}
                  error={errors.customCategory}
                />
              )}
            </div>

            <TextField
              ref={subjectRef}
              label="Subject"
              value={subject}
              maxLength={SUBJECT_MAX}
              onChange={(event) => {
                setSubject(event.target.value);
                clearError('subject');
              }}
              placeholder="A short summary of your feedback"
              disabled={busy}
              error={errors.subject}
              labelAside={<Counter id="subject-counter" length={subject.length} max={SUBJECT_MAX} />}
            />

            <div className="grid gap-2">
              <div className="flex items-center justify-between gap-2">
                <Label htmlFor={ids.message}>Message</Label>
                <Counter id={`${ids.message}-counter`} length={message.length} max={MESSAGE_MAX} />
              </div>
              <Textarea
                ref={messageRef}
                id={ids.message}
                value={message}
                maxLength={MESSAGE_MAX}
                rows={6}
                onChange={(event) => {
                  setMessage(event.target.value);
                  clearError('message');
                }}
                placeholder="What happened, what did you expect, or what would make Revisely better?"
                disabled={busy}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={[errors.message ? `${ids.message}-error` : null, `${ids.message}-counter`]
                  .filter(Boolean)
                  .join(' ')}
              />
              {errors.message && (
                <p id={`${ids.message}-error`} role="alert" className="text-sm font-medium text-destructive">
                  {errors.message}
                </p>
              )}
            </div>

            <div className="grid gap-2.5">
              <span id={ids.priority} className="text-sm font-medium text-foreground">
                Priority
              </span>
              <SegmentedControl
                value={priority}
                onValueChange={setPriority}
                options={feedbackPriorityOptions}
                disabled={busy}
                aria-labelledby={ids.priority}
                className="sm:max-w-sm"
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
              <Checkbox
                id={ids.contact}
                checked={contactPermission}
                onCheckedChange={(checked) => setContactPermission(checked === true)}
                disabled={busy}
                className="mt-0.5"
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
