import type { ReactNode } from 'react';
import { Button } from './button';
import { Label } from './label';

/**
 * A field label with a 'Clear' link beside it while the field has a value. Used for optional
 * selects whose option list must hold exactly the spec's values, so "none" cannot be an option.
 */
export function ClearableLabel({
  htmlFor,
  children,
  showClear,
  onClear,
  clearLabel,
  disabled,
}: {
  htmlFor: string;
  children: ReactNode;
  showClear: boolean;
  onClear: () => void;
  /** Accessible name of the link, e.g. 'Clear exam board'. */
  clearLabel: string;
  disabled?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-2">
      <Label htmlFor={htmlFor}>{children}</Label>
      {showClear && (
        <Button
          variant="link"
          size="sm"
          className="h-auto text-xs"
          onClick={onClear}
          disabled={disabled}
          aria-label={clearLabel}
        >
          Clear
        </Button>
      )}
    </div>
  );
}
