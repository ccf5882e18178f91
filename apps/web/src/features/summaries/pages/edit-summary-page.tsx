import { zodResolver } from '@hookform/resolvers/zod';
import { ClearableLabel } from '@/components/ui/clearable-label';
import { EXAM_BOARD_OPTIONS, QUALIFICATION_OPTIONS, type Summary } from '@revisely/contracts';
import { ArrowLeftIcon, RotateCcwIcon, SaveIcon } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toOptions, withCurrent } from '@/components/ui/option-select';
import { FormOptionSelect, FormSelectField } from '@/components/ui/form-option-select';
import { RequiredLabel } from '@/components/ui/required-label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast-store';
import { useSummaryQuery } from '@/features/summaries/api/get-summary';
import { UPDATE_SUMMARY_FAILED, useUpdateSummaryMutation } from '@/features/summaries/api/update-summary';
import { splitSummaryText } from '@/features/summaries/lib/summary-text';
import { EDIT_SUBJECTS } from '@/lib/options';
import { editSummaryFormSchema, editSummaryFormValues, type EditSummaryFormValues } from './edit-summary-form-schema';

const LOAD_FOR_EDIT_FAILED = 'Failed to load summary for editing.';

const subjects = toOptions(EDIT_SUBJECTS);
const qualifications = toOptions(QUALIFICATION_OPTIONS);
const examBoards = toOptions(EXAM_BOARD_OPTIONS);

// Raw: the values are trimmed and split into points when the body is built, as before.
const resolver = zodResolver(editSummaryFormSchema, undefined, { raw: true });

function EditSummaryForm({ summary }: { summary: Summary }) {
  const navigate = useNavigate();
  const mutation = useUpdateSummaryMutation();
  const ids = {
    subject: useId(),
    topic: useId(),
    qualification: useId(),
    examBoard: useId(),
    text: useId(),
    textHint: useId(),
  };
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<EditSummaryFormValues>({
    defaultValues: editSummaryFormValues(summary),
    resolver,
    // Marks show on Save and each clears as its field is edited; focus is left where it was.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const points = splitSummaryText(watch('text'));
  const examBoard = watch('examBoard');

  const save = (values: EditSummaryFormValues) => {
    mutation.mutate(
      {
        id: summary.id,
        body: {
          subject: values.subject.trim(),
          topic: values.topic.trim(),
          qualification: values.qualification.trim(),
          exam_board: values.examBoard,
          summary: splitSummaryText(values.text),
        },
      },
      {
        onSuccess: () => {
          toast({ title: 'Summary updated', variant: 'success' });
          void navigate(paths.summary(summary.id));
        },
        onError: () => toast({ title: 'Update failed', description: UPDATE_SUMMARY_FAILED, variant: 'destructive' }),
      },
    );
  };

  const onSubmit = handleSubmit(save, () =>
    toast({ title: 'Validation error', description: 'Please fill in all required fields.', variant: 'destructive' }),
  );

  const busy = mutation.isPending;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-6">
      <PageHeader
        title="Edit Summary"
        description="Fix a detail or reword a point. Each paragraph becomes one numbered point."
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to={paths.summary(summary.id)}>Cancel</Link>
            </Button>
            <Button type="submit" disabled={busy}>
              <SaveIcon aria-hidden="true" />
              {busy ? 'Saving...' : 'Save Changes'}
            </Button>
          </>
        }
      />

      <Card>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <FormSelectField
            label="Subject"
            star
            control={control}
            name="subject"
            id={ids.subject}
            onChanged={() => clearErrors('subject')}
            options={withCurrent(subjects, summary.subject, { first: true })}
            placeholder="Choose a subject"
            invalid={Boolean(errors.subject)}
            required
            disabled={busy}
          />

          <div className="grid gap-2">
            <RequiredLabel htmlFor={ids.topic}>Topic</RequiredLabel>
            <Input
              id={ids.topic}
              {...register('topic', { onChange: () => clearErrors('topic') })}
              aria-invalid={errors.topic ? true : undefined}
              required
              maxLength={200}
              disabled={busy}
            />
          </div>

          <FormSelectField
            label="Qualification"
            control={control}
            name="qualification"
            id={ids.qualification}
            options={withCurrent(qualifications, summary.qualification, { first: true })}
            placeholder="Choose a qualification"
            disabled={busy}
          />

          <div className="grid gap-2">
            {/* The clear link sits outside the list, which holds exactly the spec's six boards. */}
            <ClearableLabel
              htmlFor={ids.examBoard}
              showClear={Boolean(examBoard)}
              onClear={() => setValue('examBoard', null)}
              clearLabel="Clear exam board"
              disabled={busy}
            >
              Exam board <span className="font-normal text-muted-foreground">(optional)</span>
            </ClearableLabel>
            <FormOptionSelect
              control={control}
              name="examBoard"
              id={ids.examBoard}
              parse={(v) => v || null}
              options={withCurrent(examBoards, summary.examBoard, { first: true })}
              placeholder="Choose an exam board"
              disabled={busy}
            />
          </div>

          <div className="grid gap-2 sm:col-span-2">
            <div className="flex items-baseline justify-between gap-2">
              <RequiredLabel htmlFor={ids.text}>Summary</RequiredLabel>
              <span className="text-xs text-muted-foreground tabular-nums" aria-live="polite">
                {points.length} {points.length === 1 ? 'point' : 'points'}
              </span>
            </div>
            <Textarea
              id={ids.text}
              {...register('text', { onChange: () => clearErrors('text') })}
              aria-invalid={errors.text ? true : undefined}
              aria-describedby={ids.textHint}
              required
              rows={16}
              className="min-h-80 font-normal"
              disabled={busy}
            />
            <p id={ids.textHint} className="text-xs text-muted-foreground">
              Leave a blank line between points. Use **bold** for key terms and *italic* for emphasis.
            </p>
          </div>
        </CardContent>
      </Card>

      {/* Repeated at the bottom so a long summary does not need a scroll back up to save. */}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" asChild>
          <Link to={paths.summary(summary.id)}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={busy}>
          <SaveIcon aria-hidden="true" />
          {busy ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}

export function EditSummaryPage() {
  const { id = '' } = useParams();
  const query = useSummaryQuery(id);

  if (query.isPending) {
    return (
      <div className="grid gap-6" aria-busy="true" aria-label="Loading summary">
        <Skeleton className="h-9 w-56" />
        <Skeleton className="h-[32rem] w-full rounded-2xl" />
      </div>
    );
  }

  if (query.isError) {
    return (
      <div className="grid gap-6">
        <PageHeader title="Edit Summary" />
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-card px-6 py-14 text-center"
        >
          <p className="text-base font-semibold">{LOAD_FOR_EDIT_FAILED}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RotateCcwIcon aria-hidden="true" />
              Try again
            </Button>
            <Button asChild>
              <Link to={paths.summaries}>
                <ArrowLeftIcon aria-hidden="true" />
                Back to Summaries
              </Link>
            </Button>
          </div>
        </div>
      </div>
    );
  }

  return <EditSummaryForm key={query.data.id} summary={query.data} />;
}
