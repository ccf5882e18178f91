/** Shown in a chart card when its data failed to load (the page's alert says why). */
export function ChartUnavailable({ className }: { className?: string }) {
  return (
    <p className={`rounded-xl bg-muted/60 p-4 text-sm text-muted-foreground ${className ?? ''}`}>
      This chart could not be loaded. Reload the page to try again.
    </p>
  );
}
