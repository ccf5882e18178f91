import { zodResolver } from '@hookform/resolvers/zod';
import { ClearableLabel } from '@/components/ui/clearable-label';
import { EXAM_BOARD_OPTIONS, KNOWN_SUBJECTS, QUALIFICATION_OPTIONS } from '@revisely/contracts';
import { ArrowRightIcon } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toOptions } from '@/components/ui/option-select';
import { FormOptionSelect, FormSelectField } from '@/components/ui/form-option-select';
import { RequiredLabel } from '@/components/ui/required-label';
import { EDIT_SUBJECTS } from '@/lib/options';
import { sameStudyDetails, studyDetailsSchema, type StudyDetails } from './study-details-schema';

export { isStudyDetailsComplete, type StudyDetails } from './study-details-schema';

const SUBJECT_SUGGESTIONS = [...new Set<string>([...EDIT_SUBJECTS, ...KNOWN_SUBJECTS])].sort((a, b) =>
  a.localeCompare(b),
);

const qualifications = toOptions(QUALIFICATION_OPTIONS);
const examBoards = toOptions(EXAM_BOARD_OPTIONS);

// Raw: the wizard keeps the text as typed; the contract trims it when the summary is created.
const resolver = zodResolver(studyDetailsSchema, undefined, { raw: true });

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
  const { register, control, handleSubmit, getValues, setValue, reset, watch } = useForm<StudyDetails>({
    defaultValues: details,
    resolver,
    // The wizard owns the Missing Information toast and the marks (showErrors), so the form only
    // checks on Continue and focus stays on the button.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  // The wizard may replace the details (a discarded draft, details saved later on): follow it.
  useEffect(() => {
    if (!sameStudyDetails(details, getValues())) reset(details);
  }, [details, getValues, reset]);

  // Every edit is reported at once so the draft saves as the student types.
  const report = () => onChange(getValues());
  const values = watch();
  const invalid = (value: string) => (showErrors && !value.trim() ? true : undefined);

  // Complete or not, Continue goes to the wizard, which shows the spec's toast when something is missing.
  const onSubmit = handleSubmit(onContinue, onContinue);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-2">
          <RequiredLabel htmlFor={ids.subject}>Subject</RequiredLabel>
          <Input
            id={ids.subject}
            list={ids.subjects}
            {...register('subject', { onChange: report })}
            placeholder="e.g. Biology"
            autoComplete="off"
            maxLength={200}
            required
            aria-invalid={invalid(values.subject)}
          />
          <datalist id={ids.subjects}>
            {SUBJECT_SUGGESTIONS.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        </div>

        <FormSelectField
          label="Qualification"
          star
          control={control}
          name="qualification"
          id={ids.qualification}
          onChanged={() => report()}
          options={qualifications}
          placeholder="Choose a qualification"
          invalid={invalid}
          required
        />

        <div className="grid gap-2">
          <RequiredLabel htmlFor={ids.topic}>Topic</RequiredLabel>
          <Input
            id={ids.topic}
            {...register('topic', { onChange: report })}
            placeholder="e.g. Photosynthesis"
            autoComplete="off"
            maxLength={200}
            required
            aria-invalid={invalid(values.topic)}
          />
        </div>

        <div className="grid gap-2">
          {/* The clear link sits outside the list, which holds exactly the spec's five boards. */}
          <ClearableLabel
            htmlFor={ids.examBoard}
            showClear={Boolean(values.examBoard)}
            onClear={() => {
              setValue('examBoard', '');
              report();
            }}
            clearLabel="Clear exam board"
          >
            Exam board <span className="font-normal text-muted-foreground">(optional)</span>
          </ClearableLabel>
          <FormOptionSelect
            control={control}
            name="examBoard"
            id={ids.examBoard}
            onChanged={() => report()}
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
