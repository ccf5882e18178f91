import { zodResolver } from '@hookform/resolvers/zod';
import { ExamDateField } from '@/components/exam/exam-date-field';
import { ClearableLabel } from '@/components/ui/clearable-label';
import {
  DECK_NAME_MAX,
  DECK_NAME_TOO_LONG,
  EXAM_BOARD_OPTIONS,
  QUALIFICATION_OPTIONS,
  type Deck,
} from '@revisely/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CharactersLeft } from '@/components/ui/characters-left';
import { Input } from '@/components/ui/input';
import { FormOptionSelect, FormSelectField } from '@/components/ui/form-option-select';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast-store';
import { UPDATE_DECK_FAILED, useUpdateDeckMutation } from '../api/update-deck';
import { toOptions, withCurrent } from '@/components/ui/option-select';
import { EDIT_SUBJECTS } from '@/lib/options';
import { deckDetailsFormSchema, type DeckDetailsFormValues } from './deck-details-schema';

export const DECK_DETAILS_FORM_ID = 'deck-details-form';

const subjects = toOptions(EDIT_SUBJECTS);
const qualifications = toOptions(QUALIFICATION_OPTIONS);
const examBoards = toOptions(EXAM_BOARD_OPTIONS);

// Raw: the payload trims the typed text itself, as it did before the schema validated it.
const resolver = zodResolver(deckDetailsFormSchema, undefined, { raw: true });

/**
 * Spec §2 Deck Details. The page header's Save Changes button submits this form through its id,
 * and reads `pending` from the same mutation to show 'Saving...'.
 */
export function DeckDetailsForm({
  deck,
  onPendingChange,
  onSaved,
}: {
  deck: Deck;
  onPendingChange: (pending: boolean) => void;
  /** After a successful save; by default back to the decks list (spec §4). */
  onSaved?: () => void;
}) {
  const navigate = useNavigate();
  const updateDeck = useUpdateDeckMutation();
  const ids = {
    name: useId(),
    subject: useId(),
    topic: useId(),
    qualification: useId(),
    examBoard: useId(),
    examDate: useId(),
  };
  const {
    register,
    control,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<DeckDetailsFormValues>({
    defaultValues: {
      name: deck.name,
      subject: deck.subject ?? '',
      topic: deck.topic ?? '',
      qualification: deck.qualification ?? '',
      exam_board: deck.exam_board ?? '',
      examDate: deck.examDate ?? '',
    },
    resolver,
    // Errors show on Save and then follow each edit; the form never moves focus (spec §2).
    shouldFocusError: false,
  });
  const examBoard = watch('exam_board');
  const examDate = watch('examDate');
  const name = watch('name');
  const nameTooLong = errors.name?.message === DECK_NAME_TOO_LONG;

  const save = (values: DeckDetailsFormValues) => {
    onPendingChange(true);
    updateDeck.mutate(
      {
        id: deck.id,
        payload: {
          name: values.name.trim(),
          subject: values.subject.trim(),
          topic: values.topic.trim() || null,
          qualification: values.qualification || null,
          exam_board: values.exam_board || null,
          // Sent only when changed, so the spec's payload stays as it was for everything else.
          ...(values.examDate === (deck.examDate ?? '') ? {} : { examDate: values.examDate || null }),
        },
      },
      {
        onSuccess: () => {
          toast({ title: 'Deck updated', variant: 'success' });
          if (onSaved) onSaved();
          else void navigate(paths.flashcards);
        },
        onError: () => toast({ title: 'Update failed', description: UPDATE_DECK_FAILED, variant: 'destructive' }),
        onSettled: () => onPendingChange(false),
      },
    );
  };

  const submit = handleSubmit(save, (invalid) =>
    toast({
      title: 'Validation error',
      description:
        invalid.name?.message === DECK_NAME_TOO_LONG
          ? `${DECK_NAME_TOO_LONG}.`
          : invalid.name || invalid.subject
            ? 'Please fill in the deck name and subject.'
            : 'Please enter a full exam date, or clear it.',
      variant: 'destructive',
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Deck Details</CardTitle>
        <CardDescription>Name your deck and tell us what it covers.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          id={DECK_DETAILS_FORM_ID}
          onSubmit={(event) => {
            if (updateDeck.isPending) event.preventDefault();
            else void submit(event);
          }}
          noValidate
          className="grid gap-4 sm:grid-cols-2"
        >
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor={ids.name}>Deck name</Label>
            <Input
              id={ids.name}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={`${ids.name}-count${nameTooLong ? ` ${ids.name}-error` : ''}`}
              required
              {...register('name')}
            />
            {nameTooLong && (
              <p id={`${ids.name}-error`} className="text-xs font-medium text-destructive">
                {DECK_NAME_TOO_LONG}.
              </p>
            )}
            <CharactersLeft id={`${ids.name}-count`} value={name} max={DECK_NAME_MAX} />
          </div>
          <FormSelectField
            label="Subject"
            control={control}
            name="subject"
            id={ids.subject}
            options={(current) => withCurrent(subjects, current)}
            placeholder="Choose a subject"
            contentClassName="max-h-72"
            invalid={Boolean(errors.subject)}
          />
          <div className="grid gap-2">
            <Label htmlFor={ids.topic}>Topic</Label>
            <Input id={ids.topic} maxLength={200} placeholder="e.g. Cell biology" {...register('topic')} />
          </div>
          <FormSelectField
            label="Qualification"
            control={control}
            name="qualification"
            id={ids.qualification}
            options={(current) => withCurrent(qualifications, current)}
            placeholder="Choose a qualification"
            contentClassName="max-h-72"
          />
          <div className="grid gap-2">
            {/* The clear link sits outside the list, which holds exactly the spec's six boards. */}
            <ClearableLabel
              htmlFor={ids.examBoard}
              showClear={Boolean(examBoard)}
              onClear={() => setValue('exam_board', '', { shouldDirty: true })}
              clearLabel="Clear exam board"
            >
              Exam board
            </ClearableLabel>
            <FormOptionSelect
              control={control}
              name="exam_board"
              id={ids.examBoard}
              options={(current) => withCurrent(examBoards, current)}
              placeholder="Choose an exam board"
              contentClassName="max-h-72"
            />
          </div>
          <ExamDateField
            id={ids.examDate}
            hasValue={Boolean(examDate)}
            onClear={() => setValue('examDate', '', { shouldDirty: true })}
            invalid={Boolean(errors.examDate)}
            inputProps={register('examDate')}
          />
        </form>
      </CardContent>
    </Card>
  );
}
