import type { ComponentProps } from 'react';
import { Label } from './label';

/** A field label with the red star for "required"; the star is hidden from screen readers, which hear the field's own required state. */
export function RequiredLabel({ children, ...props }: ComponentProps<typeof Label>) {
  return (
    <Label {...props}>
      {children}{' '}
      <span aria-hidden="true" className="text-destructive">
        *
      </span>
    </Label>
  );
}
