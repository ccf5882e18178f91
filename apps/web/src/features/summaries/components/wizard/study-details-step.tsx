import { ClearableLabel } from '@/components/ui/clearable-label';
import { KNOWN_SUBJECTS } from '@revisely/contracts';
import { ArrowRightIcon } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { OptionSelect, toOptions } from '@/components/ui/option-select';
import { RequiredLabel } from '@/components/ui/required-label';
import { EDIT_SUBJECTS, WIZARD_EXAM_BOARDS, WIZARD_QUALIFICATIONS } from '@/lib/options';

export interface StudyDetails {
  subject: string;
  qualification: string;
  topic: string;
  /** Empty means none: the exam board is optional. */
  examBoard: string;
}

const SUBJECT_SUGGESTIONS = [...new Set<string>([...EDIT_SUBJECTS, ...KNOWN_SUBJECTS])].sort((a, b) =>
  a.localeCompare(b),
);

const qualifications = toOptions(WIZARD_QUALIFICATIONS);
const examBoards = toOptions(WIZARD_EXAM_BOARDS);

export function isStudyDetailsComplete(details: StudyDetails): boolean {
  return Boolean(details.subject.trim() && details.qualification.trim() && details.topic.trim());
}

export function StudyDetailsStep({
  details,
  onChange,
  onContinue,
  showErrors,
}: {
  details: StudyDetails;
  onChange: (details: StudyDetails) => void;
  onContinue: () => void;
  /** Set after a Continue with gaps, so the empty required fields are marked. */
  showErrors: boolean;
}) {
  const ids = { subject: useId(), subjects: useId(), qualification: useId(), topic: useId(), examBoard: useId() };
  const set = (key: keyof StudyDetails, value: string) => onChange({ ...details, [key]: value });
  const invalid = (value: string) => (showErrors && !value.trim() ? true : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-2">
          <RequiredLabel htmlFor={ids.subject}>Subject</RequiredLabel>
          <Input
            id={ids.subject}
            list={ids.subjects}
            value={details.subject}
            onChange={(e) => set('subject', e.target.value)}
            placeholder="e.g. Biology"
            autoComplete="off"
            maxLength={200}
            required
            aria-invalid={invalid(details.subject)}
          />
          <datalist id={ids.subjects}>
            {SUBJECT_SUGGESTIONS.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        </div>

        <div className="grid gap-2">
          <RequiredLabel htmlFor={ids.qualification}>Qualification</RequiredLabel>
          <OptionSelect
            id={ids.qualification}
            value={details.qualification}
            onValueChange={(v) => set('qualification', v)}
            options={qualifications}
            placeholder="Choose a qualification"
            invalid={invalid(details.qualification)}
            required
          />
        </div>

        <div className="grid gap-2">
          <RequiredLabel htmlFor={ids.topic}>Topic</RequiredLabel>
          <Input
            id={ids.topic}
            value={details.topic}
            onChange={(e) => set('topic', e.target.value)}
            placeholder="e.g. Photosynthesis"
            autoComplete="off"
            maxLength={200}
            required
            aria-invalid={invalid(details.topic)}
          />
        </div>

        <div className="grid gap-2">
          {/* The clear link sits outside the list, which holds exactly the spec's five boards. */}
          <ClearableLabel
            htmlFor={ids.examBoard}
            showClear={Boolean(details.examBoard)}
            onClear={() => set('examBoard', '')}
            clearLabel="Clear exam board"
          >
            Exam board <span className="font-normal text-muted-foreground">(optional)</span>
          </ClearableLabel>
          <OptionSelect
            id={ids.examBoard}
            value={details.examBoard}
            onValueChange={(v) => set('examBoard', v)}
            options={examBoards}
            placeholder="Choose an exam board"
          />
        </div>
      </div>

      <div className="flex justify-end">
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          Continue
          <ArrowRightIcon aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
