import { ClearableLabel } from '@/components/ui/clearable-label';
import { EDIT_SUBJECTS, KNOWN_SUBJECTS, WIZARD_EXAM_BOARDS, WIZARD_QUALIFICATIONS } from '@revisely/contracts';
import { ArrowRightIcon } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

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
          <Label htmlFor={ids.subject}>
            Subject{' '}
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          </Label>
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
          <Label htmlFor={ids.qualification}>
            Qualification{' '}
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          </Label>
          <Select value={details.qualification} onValueChange={(v) => set('qualification', v)}>
            <SelectTrigger id={ids.qualification} aria-required="true" aria-invalid={invalid(details.qualification)}>
              <SelectValue placeholder="Choose a qualification" />
            </SelectTrigger>
            <SelectContent>
              {WIZARD_QUALIFICATIONS.map((q) => (
                <SelectItem key={q.value} value={q.value}>
                  {q.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>

        <div className="grid gap-2">
          <Label htmlFor={ids.topic}>
            Topic{' '}
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          </Label>
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
          {/* An empty value shows the placeholder. */}
          <Select value={details.examBoard} onValueChange={(v) => set('examBoard', v)}>
            <SelectTrigger id={ids.examBoard}>
              <SelectValue placeholder="Choose an exam board" />
            </SelectTrigger>
            <SelectContent>
              {WIZARD_EXAM_BOARDS.map((b) => (
                <SelectItem key={b.value} value={b.value}>
                  {b.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
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
