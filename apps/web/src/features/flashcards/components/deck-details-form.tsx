import { ClearableLabel } from '@/components/ui/clearable-label';
import { type Deck } from '@revisely/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast-store';
import { UPDATE_DECK_FAILED, useUpdateDeckMutation } from '../api/update-deck';
import { OptionSelect, toOptions, withCurrent } from '@/components/ui/option-select';
import { EDIT_EXAM_BOARDS, EDIT_QUALIFICATIONS, EDIT_SUBJECTS } from '@/lib/options';

export const DECK_DETAILS_FORM_ID = 'deck-details-form';

const subjects = toOptions(EDIT_SUBJECTS);
const qualifications = toOptions(EDIT_QUALIFICATIONS);
const examBoards = toOptions(EDIT_EXAM_BOARDS);

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
  const ids = { name: useId(), subject: useId(), topic: useId(), qualification: useId(), examBoard: useId() };
  const [name, setName] = useState(deck.name);
  const [subject, setSubject] = useState(deck.subject ?? '');
  const [topic, setTopic] = useState(deck.topic ?? '');
  const [qualification, setQualification] = useState(deck.qualification ?? '');
  const [examBoard, setExamBoard] = useState(deck.exam_board ?? '');
  const [showErrors, setShowErrors] = useState(false);

  const nameMissing = !name.trim();
  const subjectMissing = !subject.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (updateDeck.isPending) return;
    if (nameMissing || subjectMissing) {
      setShowErrors(true);
      toast({
        title: 'Validation error',
        description: 'Please fill in the deck name and subject.',
        variant: 'destructive',
      });
      return;
    }
    onPendingChange(true);
    updateDeck.mutate(
      {
        id: deck.id,
        payload: {
          name: name.trim(),
          subject: subject.trim(),
          topic: topic.trim() || null,
          qualification: qualification || null,
          exam_board: examBoard || null,
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

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Deck Details</CardTitle>
        <CardDescription>Name your deck and tell us what it covers.</CardDescription>
      </CardHeader>
      <CardContent>
        <form id={DECK_DETAILS_FORM_ID} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor={ids.name}>Deck name</Label>
            <Input
              id={ids.name}
              value={name}
              maxLength={200}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={showErrors && nameMissing ? true : undefined}
              required
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.subject}>Subject</Label>
            <OptionSelect
              id={ids.subject}
              value={subject}
              onValueChange={setSubject}
              options={withCurrent(subjects, subject)}
              placeholder="Choose a subject"
              contentClassName="max-h-72"
              invalid={showErrors && subjectMissing}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.topic}>Topic</Label>
            <Input
              id={ids.topic}
              value={topic}
              maxLength={200}
              onChange={(e) => setTopic(e.target.value)}
              placeholder="e.g. Cell biology"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.qualification}>Qualification</Label>
            <OptionSelect
              id={ids.qualification}
              value={qualification}
              onValueChange={setQualification}
              options={withCurrent(qualifications, qualification)}
              placeholder="Choose a qualification"
              contentClassName="max-h-72"
            />
          </div>
          <div className="grid gap-2">
            {/* The clear link sits outside the list, which holds exactly the spec's six boards. */}
            <ClearableLabel
              htmlFor={ids.examBoard}
              showClear={Boolean(examBoard)}
              onClear={() => setExamBoard('')}
              clearLabel="Clear exam board"
            >
              Exam board
            </ClearableLabel>
            <OptionSelect
              id={ids.examBoard}
              value={examBoard}
              onValueChange={setExamBoard}
              options={withCurrent(examBoards, examBoard)}
              placeholder="Choose an exam board"
              contentClassName="max-h-72"
            />
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
