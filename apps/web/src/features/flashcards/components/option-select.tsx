import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export interface Option {
  value: string;
  label: string;
}

/** Radix Select items cannot have an empty value, so "none" travels as this sentinel. */
const NONE = '__none__';

export function toOptions(values: readonly (string | Option)[]): Option[] {
  return values.map((v) => (typeof v === 'string' ? { value: v, label: v } : v));
}

/** Adds the current value when it is not one of the offered options, so saving never silently changes it. */
export function withCurrent(options: readonly Option[], current: string): Option[] {
  if (!current || options.some((o) => o.value === current)) return [...options];
  return [...options, { value: current, label: current }];
}

/** A labelled Select over a fixed option list; `noneLabel` adds a choice that clears the value. */
export function OptionSelect({
  id,
  value,
  onValueChange,
  options,
  placeholder,
  noneLabel,
  invalid,
  disabled,
  describedBy,
}: {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly Option[];
  placeholder: string;
  noneLabel?: string;
  invalid?: boolean;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <Select
      // An empty value shows the placeholder.
      value={value}
      onValueChange={(next) => onValueChange(next === NONE ? '' : next)}
      disabled={disabled}
    >
      <SelectTrigger id={id} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent className="max-h-72">
        {noneLabel && <SelectItem value={NONE}>{noneLabel}</SelectItem>}
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
