import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export interface Option {
  value: string;
  label: string;
}

export function toOptions(values: readonly (string | Option)[]): Option[] {
  return values.map((v) => (typeof v === 'string' ? { value: v, label: v } : v));
}

/** Adds the current value when it is not one of the offered options, so saving never silently changes it. */
export function withCurrent(options: readonly Option[], current: string): Option[] {
  if (!current || options.some((o) => o.value === current)) return [...options];
  return [...options, { value: current, label: current }];
}

/** A labelled Select over exactly the given options; an empty value shows the placeholder. */
export function OptionSelect({
  id,
  value,
  onValueChange,
  options,
  placeholder,
  invalid,
  disabled,
  describedBy,
}: {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly Option[];
  placeholder: string;
  invalid?: boolean;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <Select
      // An empty value shows the placeholder.
      value={value}
      onValueChange={onValueChange}
      disabled={disabled}
    >
      <SelectTrigger id={id} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent className="max-h-72">
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
