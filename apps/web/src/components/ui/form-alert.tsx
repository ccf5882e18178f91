import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A form-level message; role=alert makes screen readers announce it when it appears. */
export function FormAlert({
  children,
  variant = 'error',
  className,
}: {
  children: ReactNode;
  variant?: 'error' | 'success';
  className?: string;
}) {
  const Icon = variant === 'error' ? CircleAlertIcon : CircleCheckIcon;
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2.5 rounded-xl px-3.5 py-3 text-sm font-medium',
        variant === 'error' ? 'bg-destructive-soft text-destructive' : 'bg-success-soft text-success',
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </div>
  );
}
