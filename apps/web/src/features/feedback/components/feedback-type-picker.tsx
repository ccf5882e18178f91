import { BugIcon, LightbulbIcon, MessageSquareTextIcon, PaletteIcon } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { cn } from '@/lib/utils';
import { feedbackTypeOptions, type FeedbackType } from '../lib/feedback-options';

const icons: Record<FeedbackType, typeof BugIcon> = {
  'bug-report': BugIcon,
  'feature-request': LightbulbIcon,
  'general-feedback': MessageSquareTextIcon,
  'ui-ux-suggestion': PaletteIcon,
};

/** Four choice cards on a radio group: arrow keys move between them, screen readers hear "radio, 2 of 4". */
export function FeedbackTypePicker({
  value,
  onValueChange,
  disabled,
  labelledBy,
}: {
  value: FeedbackType;
  onValueChange: (value: FeedbackType) => void;
  disabled?: boolean;
  labelledBy: string;
}) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(next) => {
        const option = feedbackTypeOptions.find((o) => o.value === next);
        if (option) onValueChange(option.value);
      }}
      disabled={disabled}
      aria-labelledby={labelledBy}
      className="grid grid-cols-2 gap-2.5"
    >
      {feedbackTypeOptions.map((option) => {
        const Icon = icons[option.value];
        return (
          <RadioGroup.Item
            key={option.value}
            value={option.value}
            className={cn(
              'group flex cursor-pointer flex-col items-start gap-2 rounded-xl border border-input bg-card p-3.5 text-left transition-[border-color,background-color,box-shadow] outline-none',
              'hover:border-primary/50 focus-visible:ring-4 focus-visible:ring-primary/25 disabled:cursor-not-allowed disabled:opacity-60',
              'data-[state=checked]:border-primary data-[state=checked]:bg-accent data-[state=checked]:shadow-soft',
            )}
          >
            <span
              aria-hidden="true"
              className="flex size-9 items-center justify-center rounded-lg bg-muted text-muted-foreground transition-colors group-data-[state=checked]:bg-primary group-data-[state=checked]:text-primary-foreground"
            >
              <Icon className="size-4.5" />
            </span>
            <span>
              <span className="block text-sm font-semibold text-foreground">{option.label}</span>
              <span className="block text-xs text-muted-foreground">{option.description}</span>
            </span>
          </RadioGroup.Item>
        );
      })}
    </RadioGroup.Root>
  );
}
