import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const variants = {
  default: 'bg-accent text-accent-foreground',
  outline: 'border border-border text-foreground',
  success: 'bg-success-soft text-success',
  warning: 'bg-tertiary/15 text-tertiary-text',
  destructive: 'bg-destructive-soft text-destructive',
} as const;

export interface BadgeProps extends ComponentProps<'span'> {
  variant?: keyof typeof variants;
}

export function Badge({ className, variant = 'default', ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3.5',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
