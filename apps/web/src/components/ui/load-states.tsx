import { ArrowLeftIcon, RotateCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/**
 * A screen still loading: skeleton shapes of what will appear (the children), announced to screen
 * readers by `label`. The caller sets the width and spacing to match the loaded screen.
 */
export function LoadingScreen({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-label={label} className={cn('mx-auto grid w-full', className)}>
      {children}
    </div>
  );
}

/** A screen that could not load: what failed, a way back, and Try again. */
export function LoadFailed({
  message,
  onRetry,
  backTo,
  backLabel,
}: {
  message: string;
  onRetry: () => void;
  backTo: string;
  backLabel: string;
}) {
  return (
    <Card role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-12 text-center">
      <p className="text-base font-semibold">{message}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild variant="outline">
          <Link to={backTo}>
            <ArrowLeftIcon aria-hidden="true" />
            {backLabel}
          </Link>
        </Button>
        <Button onClick={onRetry}>
          <RotateCwIcon aria-hidden="true" />
          Try again
        </Button>
      </div>
    </Card>
  );
}
