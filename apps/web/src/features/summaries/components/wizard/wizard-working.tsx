import type { LucideIcon } from 'lucide-react';

/** Stages 3 and 5: a spinner while the server works; announced politely so it is not missed. */
export function WizardWorking({
  icon: Icon,
  title,
  description,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
}) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center gap-5 px-4 py-16 text-center sm:py-20">
      <div className="relative flex size-20 items-center justify-center">
        <span
          aria-hidden="true"
          className="absolute inset-0 animate-spin rounded-full border-4 border-primary/15 border-t-primary"
        />
        <Icon className="size-8 text-primary" aria-hidden="true" />
      </div>
      <div className="grid gap-1.5">
        <p className="text-lg font-semibold">{title}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{description}</p>
      </div>
    </div>
  );
}
