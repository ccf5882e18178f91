import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Input } from './input';
import { Label } from './label';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: ReactNode;
  /** Shown under the input, linked with aria-describedby and announced when it appears. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Right-hand side of the label row, e.g. a 'Forgot?' link. */
  labelAside?: ReactNode;
  /** Inside the input's right edge, e.g. a show-password toggle. */
  endAdornment?: ReactNode;
}

export function TextField({
  id,
  label,
  error,
  hint,
  labelAside,
  endAdornment,
  className,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex min-h-5 items-center justify-between gap-2">
        <Label htmlFor={inputId}>{label}</Label>
        {labelAside}
      </div>
      <div className="relative">
        <Input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={endAdornment ? 'pr-12' : undefined}
          {...inputProps}
        />
        {endAdornment && <div className="absolute inset-y-0 right-1 flex items-center">{endAdornment}</div>}
      </div>
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
