import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

export interface Option {
  value: string;
  label: string;
}

export function toOptions(values: readonly (string | Option)[]): Option[] {
  return values.map((v) => (typeof v === 'string' ? { value: v, label: v } : v));
}

/**
 * Adds the current value when it is not one of the offered options (a summary made in the wizard may
 * carry a value an edit list lacks, e.g. BTEC), so saving never silently changes it. `first` lists
 * it at the top rather than the bottom.
 */
export function withCurrent(
  options: readonly Option[],
  current: string | null,
  { first = false }: { first?: boolean } = {},
): Option[] {
  if (!current || options.some((o) => o.value === current)) return [...options];
  const extra = { value: current, label: current };
  return first ? [extra, ...options] : [...options, extra];
}

/** A Select over exactly the given options; an empty value shows the placeholder. */
export function OptionSelect({
  id,
  value,
  onValueChange,
  options,
  placeholder,
  invalid,
  required,
  disabled,
  describedBy,
  contentClassName,
}: {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly Option[];
  placeholder: string;
  invalid?: boolean;
  /** Marks the trigger aria-required (a Select has no native required). */
  required?: boolean;
  disabled?: boolean;
  describedBy?: string;
  contentClassName?: string;
}) {
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger
        id={id}
        aria-invalid={invalid || undefined}
        aria-required={required ? 'true' : undefined}
        aria-describedby={describedBy}
      >
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent className={contentClassName}>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
