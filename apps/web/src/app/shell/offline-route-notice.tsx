import { CloudOffIcon } from 'lucide-react';
import { NEEDS_CONNECTION } from '@/lib/api-client';
import { useOnline } from '@/lib/use-online';
import { paths } from '../paths';

/** Screens whose work happens on the server: creating summaries (with OCR) and decks, and imports. */
const NEEDS_SERVER = [paths.createSummary, paths.createDeck];
const NEEDS_SERVER_PATTERNS = [/^\/flashcards\/[^/]+\/add$/u, /^\/summaries\/[^/]+\/edit$/u];

export function needsServer(pathname: string): boolean {
  return (
    NEEDS_SERVER.includes(pathname as (typeof NEEDS_SERVER)[number]) ||
    NEEDS_SERVER_PATTERNS.some((p) => p.test(pathname))
  );
}

/** Says up front, while offline, that this screen needs a connection (ADR 0023), rather than failing on submit. */
export function OfflineRouteNotice({ pathname }: { pathname: string }) {
  const online = useOnline();
  if (online || !needsServer(pathname)) return null;
  return (
    <div
      role="status"
      className="mb-6 flex items-start gap-3 rounded-xl border border-border bg-muted/60 px-4 py-3 text-sm text-foreground"
    >
      <CloudOffIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <p>{NEEDS_CONNECTION} Studying your flashcards works offline.</p>
    </div>
  );
}
