import { HistoryIcon, RotateCcwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Says unobtrusively that unsaved work came back from a draft (see drafts.ts), with a way out. */
export function DraftRestoredNote({ onStartOver }: { onStartOver: () => void }) {
  return (
    <div
      role="status"
      data-testid="draft-restored"
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl bg-muted/60 px-3.5 py-2 text-sm text-muted-foreground"
    >
      <span className="flex items-center gap-2">
        <HistoryIcon className="size-4 shrink-0" aria-hidden="true" />
        Draft restored
      </span>
      <Button variant="link" size="sm" onClick={onStartOver}>
        <RotateCcwIcon aria-hidden="true" />
        Start over
      </Button>
    </div>
  );
}
