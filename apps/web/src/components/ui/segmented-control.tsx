import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface SegmentedOption<T extends string> {
  value: T;
  label: ReactNode;
  description?: ReactNode;
}

/**
 * A row of mutually exclusive choices built on a radio group, so arrow keys move between them and
 * screen readers announce "radio, 2 of 4". `aria-labelledby` should point at the visible label.
 */
export function SegmentedControl<T extends string>({
  value,
  onValueChange,
  options,
  className,
  itemClassName,
  disabled,
  ...aria
}: {
  value: T;
  onValueChange: (value: T) => void;
  options: readonly SegmentedOption<T>[];
  className?: string;
  itemClassName?: string;
  disabled?: boolean;
  'aria-labelledby'?: string;
  'aria-label'?: string;
}) {
  return (
    <RadioGroupPrimitive.Root
      value={value}
      onValueChange={(next) => {
        const option = options.find((o) => o.value === next);
        if (option) onValueChange(option.value);
      }}
      orientation="horizontal"
      disabled={disabled}
      className={cn('grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-muted p-1', className)}
      {...aria}
    >
      {options.map((option) => (
        <RadioGroupPrimitive.Item
          key={option.value}
          value={option.value}
          className={cn(
            'flex min-h-10 cursor-pointer flex-col items-center justify-center rounded-lg px-2 py-1.5 text-sm font-semibold text-muted-foreground transition-[background-color,color,box-shadow] outline-none',
            'hover:text-foreground focus-visible:ring-4 focus-visible:ring-primary/25 disabled:cursor-not-allowed disabled:opacity-60',
            'data-[state=checked]:bg-card data-[state=checked]:text-foreground data-[state=checked]:shadow-soft',
            itemClassName,
          )}
        >
          <span>{option.label}</span>
          {option.description && (
            <span className="text-xs font-normal text-muted-foreground">{option.description}</span>
          )}
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  );
}
