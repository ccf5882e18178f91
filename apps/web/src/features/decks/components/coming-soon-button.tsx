import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonSize } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Spec §2: features that are planned but not available are shown disabled and marked 'Coming Soon'. */
export function ComingSoonButton({
  icon: Icon,
  label,
  size = 'sm',
  className,
}: {
  icon: LucideIcon;
  label: string;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <Button variant="outline" size={size} disabled className={cn('justify-start gap-1.5 px-2.5', className)}>
      <Icon aria-hidden="true" />
      {label}
      <span className="ml-auto rounded-full bg-accent px-1.5 py-px whitespace-nowrap text-[0.625rem] font-bold tracking-wide text-accent-foreground uppercase">
        Coming Soon
      </span>
    </Button>
  );
}
