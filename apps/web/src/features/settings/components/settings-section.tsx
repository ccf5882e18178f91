import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export function SettingsSection({
  id,
  title,
  description,
  icon,
  iconClassName = 'bg-accent text-accent-foreground',
  action,
  children,
  className,
}: {
  id: string;
  title: string;
  description?: string;
  icon: ReactNode;
  iconClassName?: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const titleId = `${id}-title`;
  return (
    <Card role="region" aria-labelledby={titleId} id={id} className={cn('scroll-mt-24 p-5 sm:p-6', className)}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span
            aria-hidden="true"
            className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl [&_svg]:size-5', iconClassName)}
          >
            {icon}
          </span>
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg leading-tight font-semibold tracking-tight">
              {title}
            </h2>
            {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
          </div>
        </div>
        {action && <div className="shrink-0">{action}</div>}
      </div>
      <div className="mt-5">{children}</div>
    </Card>
  );
}
