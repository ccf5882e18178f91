import { CheckIcon } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import {
  WIZARD_PROGRESS,
  WIZARD_TOTAL_STEPS,
  wizardStep,
  type WizardStage,
} from '@/features/summaries/lib/wizard-stages';

const STEP_LABELS = ['Details', 'Upload', 'Extract', 'Review', 'Summarise'] as const;

export function WizardHeader({ stage }: { stage: WizardStage }) {
  const step = wizardStep(stage);
  const progress = WIZARD_PROGRESS[stage];
  const done = stage === 'complete';

  return (
    <div className="grid gap-3">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p className="font-semibold text-foreground" data-testid="wizard-step">
          Step {step} of {WIZARD_TOTAL_STEPS}
        </p>
        <p className="font-medium text-muted-foreground tabular-nums" data-testid="wizard-progress">
          {progress}%
        </p>
      </div>
      <Progress value={progress} max={100} aria-label="Summary progress" />
      <ol className="hidden grid-cols-5 gap-2 sm:grid" aria-label="Steps">
        {STEP_LABELS.map((label, index) => {
          const number = index + 1;
          const complete = done || number < step;
          const current = !done && number === step;
          return (
            <li
              key={label}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex items-center gap-2 text-xs font-medium',
                current ? 'text-foreground' : complete ? 'text-primary' : 'text-muted-foreground',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full border text-[0.6875rem] font-bold tabular-nums transition-colors',
                  complete && 'border-primary bg-primary text-primary-foreground',
                  current && 'border-primary text-primary ring-4 ring-primary/15',
                  !complete && !current && 'border-border',
                )}
              >
                {complete ? <CheckIcon className="size-3.5" strokeWidth={3} /> : number}
              </span>
              {label}
              {complete && <span className="sr-only">(done)</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
