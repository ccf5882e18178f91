import { CompassIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from './paths';

export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background p-4">
      <title>Page not found · Revisely</title>
      <div className="w-full max-w-md text-center">
        <span className="mx-auto mb-6 flex size-16 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
          <CompassIcon className="size-8" aria-hidden="true" />
        </span>
        <p className="text-sm font-semibold tracking-widest text-secondary-text uppercase">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">Page not found</h1>
        <p className="mt-3 text-muted-foreground">The page you were looking for doesn't exist or has moved.</p>
        <Link to={paths.dashboard} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
          Go to dashboard
        </Link>
      </div>
    </main>
  );
}
