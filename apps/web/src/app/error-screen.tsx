import { RefreshCwIcon, TriangleAlertIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

export const FAILURE_TITLE = 'Something went wrong';
export const FAILURE_MESSAGE = 'An error occurred while loading the application. This might be a temporary issue.';

function describe(error: unknown): string | undefined {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'statusText' in error && typeof error.statusText === 'string') {
    return error.statusText;
  }
  return undefined;
}

/** The generic failure screen of spec §2/§8, used by both the router and the top-level error boundary. */
export function ErrorScreen({ error }: { error: unknown }) {
  const details = describe(error);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background p-4">
      <div
        role="alert"
        className="w-full max-w-md rounded-2xl border border-border bg-card p-8 text-center shadow-lifted"
      >
        <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-destructive-soft text-destructive">
          <TriangleAlertIcon className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">{FAILURE_TITLE}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{FAILURE_MESSAGE}</p>
        {details && (
          <details className="mt-5 rounded-xl bg-muted p-3 text-left text-sm">
            <summary className="cursor-pointer font-medium">Error details</summary>
            <pre className="mt-2 overflow-x-auto font-mono text-xs whitespace-pre-wrap text-muted-foreground">
              {details}
            </pre>
          </details>
        )}
        <Button className="mt-6 w-full" size="lg" onClick={() => window.location.reload()}>
          <RefreshCwIcon aria-hidden="true" />
          Refresh Page
        </Button>
      </div>
    </main>
  );
}
