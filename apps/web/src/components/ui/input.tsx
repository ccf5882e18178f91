import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function inputClasses(className?: string): string {
  return cn(
    'flex h-11 w-full min-w-0 rounded-xl border border-input bg-card px-3.5 text-base text-foreground shadow-xs transition-[border-color,box-shadow] outline-none placeholder:text-muted-foreground/80 sm:text-sm',
    'focus-visible:border-primary focus-visible:ring-4 focus-visible:ring-primary/20 focus-visible:outline-none',
    'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20',
    'disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-muted',
    className,
  );
}

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={inputClasses(className)} {...props} />;
}
