import { useId } from 'react';
import { ExamDateField } from '@/components/exam/exam-date-field';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CharactersLeft, isOverLimit } from '@/components/ui/characters-left';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { OptionSelect, toOptions } from '@/components/ui/option-select';
import { DECK_NAME_MAX, DECK_NAME_TOO_LONG, EXAM_BOARD_OPTIONS, QUALIFICATION_OPTIONS } from '@revisely/contracts';
import { BUILDER_SUBJECTS } from '@/lib/options';
import type { DeckFields } from '../lib/builder-draft';

const subjects = toOptions(BUILDER_SUBJECTS);
const qualifications = toOptions(QUALIFICATION_OPTIONS);
const examBoards = toOptions(EXAM_BOARD_OPTIONS);

/** The new deck's details in the builder (spec §9 lists). */
export function BuilderDeckDetails({
  fields,
  onFieldChange,
  examDateInvalid = false,
}: {
  fields: DeckFields;
  examDateInvalid?: boolean;
  onFieldChange: <K extends keyof DeckFields>(name: K) => (value: DeckFields[K]) => void;
}) {
  const ids = {
    name: useId(),
    subject: useId(),
    qualification: useId(),
    examBoard: useId(),
    topic: useId(),
    examDate: useId(),
  };
  const nameTooLong = isOverLimit(fields.name, DECK_NAME_MAX);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Deck details</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor={ids.name}>Deck Title</Label>
          <Input
            id={ids.name}
            value={fields.name}
            placeholder="e.g. Cell Biology Essentials"
            onChange={(e) => onFieldChange('name')(e.target.value)}
            required
            aria-invalid={nameTooLong || undefined}
            aria-describedby={`${ids.name}-count${nameTooLong ? ` ${ids.name}-error` : ''}`}
          />
          {nameTooLong && (
            <p id={`${ids.name}-error`} className="text-xs font-medium text-destructive">
              {DECK_NAME_TOO_LONG}.
            </p>
          )}
          <CharactersLeft id={`${ids.name}-count`} value={fields.name} max={DECK_NAME_MAX} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.subject}>Subject</Label>
          <OptionSelect
            id={ids.subject}
            value={fields.subject}
            onValueChange={onFieldChange('subject')}
            options={subjects}
            placeholder="Choose a subject"
            contentClassName="max-h-72"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.qualification}>Qualification</Label>
          <OptionSelect
            id={ids.qualification}
            value={fields.qualification}
            onValueChange={onFieldChange('qualification')}
            options={qualifications}
            placeholder="Choose a qualification"
            contentClassName="max-h-72"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.examBoard}>Exam Board</Label>
          <OptionSelect
            id={ids.examBoard}
            value={fields.examBoard}
            onValueChange={onFieldChange('examBoard')}
            options={examBoards}
            placeholder="Choose an exam board"
            contentClassName="max-h-72"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.topic}>Topic</Label>
          <Input
            id={ids.topic}
            value={fields.topic}
            maxLength={200}
            placeholder="e.g. Cell structure"
            onChange={(e) => onFieldChange('topic')(e.target.value)}
          />
        </div>
        <ExamDateField
          id={ids.examDate}
          hasValue={Boolean(fields.examDate)}
          onClear={() => onFieldChange('examDate')('')}
          invalid={examDateInvalid}
          inputProps={{ value: fields.examDate, onChange: (e) => onFieldChange('examDate')(e.target.value) }}
        />
      </CardContent>
    </Card>
  );
}
