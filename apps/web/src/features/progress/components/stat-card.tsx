import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

export function StatCard({
  label,
  value,
  hint,
  icon,
  iconClassName,
  loading,
  testId,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: ReactNode;
  iconClassName: string;
  loading: boolean;
  testId?: string;
}) {
  return (
    <Card className="flex items-start gap-4 p-5">
      <span
        aria-hidden="true"
        className={cn('flex size-12 shrink-0 items-center justify-center rounded-2xl [&_svg]:size-6', iconClassName)}
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        {loading ? (
          <Skeleton className="mt-1.5 h-8 w-16" />
        ) : (
          <p data-testid={testId} className="mt-0.5 text-3xl font-bold tracking-tight text-foreground tabular-nums">
            {value}
          </p>
        )}
        {hint && !loading && <p className="mt-0.5 text-xs text-muted-foreground">{hint}</p>}
      </div>
    </Card>
  );
}
