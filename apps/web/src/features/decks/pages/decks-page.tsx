import { DownloadIcon, LayersIcon, PlayIcon, PlusIcon, RotateCwIcon, UploadIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FETCH_DECKS_FAILED, useDecksQuery } from '@/api/get-decks';
import { useDueReviewQuery } from '@/api/get-due-review';
import { paths } from '@/app/paths';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { DeckCard } from '../components/deck-card';
import { ExportAnkiDialog } from '../components/export-anki-dialog';
import { ImportDialog } from '../components/import-dialog';

function DeckGridSkeleton() {
  return (
    <div role="status" aria-label="Loading decks" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <Card key={i} className="grid gap-4 p-5">
          <div className="flex gap-3">
            <Skeleton className="size-10 rounded-xl" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          </div>
          <Skeleton className="h-5 w-32 rounded-full" />
          <Skeleton className="h-16 rounded-xl" />
          <Skeleton className="h-11 rounded-xl" />
        </Card>
      ))}
    </div>
  );
}

export function DecksPage() {
  const decks = useDecksQuery();
  const [exportOpen, setExportOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const list = decks.data ?? [];
  const due = useDueReviewQuery({ enabled: list.length > 0 });
  const dueCount = due.data ? due.data.newCards + due.data.learningCards + due.data.reviewCards : 0;

  return (
    <div className="grid gap-6 lg:gap-8">
      <PageHeader
        title="Decks"
        description="Study with spaced repetition"
        actions={
          <>
            <Button variant="outline" onClick={() => setImportOpen(true)}>
              <UploadIcon aria-hidden="true" />
              Import
            </Button>
            <Button variant="outline" onClick={() => setExportOpen(true)} disabled={list.length === 0}>
              <DownloadIcon aria-hidden="true" />
              Export to Anki
            </Button>
            <Button asChild>
              <Link to={paths.createDeck}>
                <PlusIcon aria-hidden="true" />
                New
              </Link>
            </Button>
          </>
        }
      />

      {dueCount > 0 && list.length > 0 && (
        // One session over every deck's due cards (issue 14); hidden when nothing is due. Its own
        // row, so the header's buttons still fit a phone.
        <div className="-mt-2 flex lg:-mt-4">
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link to={paths.studyAll}>
              <PlayIcon aria-hidden="true" />
              Review all due ({dueCount})
            </Link>
          </Button>
        </div>
      )}

      {decks.isPending ? (
        <DeckGridSkeleton />
      ) : decks.isError ? (
        <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <p className="font-semibold text-destructive">{FETCH_DECKS_FAILED}</p>
          <p className="text-sm text-muted-foreground">Check your connection and try again.</p>
          <Button variant="outline" onClick={() => void decks.refetch()} disabled={decks.isFetching}>
            <RotateCwIcon aria-hidden="true" />
            Try again
          </Button>
        </Card>
      ) : list.length === 0 ? (
        <Card className="flex flex-col items-center gap-4 border-dashed px-6 py-14 text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-primary">
            <LayersIcon className="size-7" aria-hidden="true" />
          </span>
          <p className="max-w-xs text-base font-medium">No flashcard decks found. Create your first deck!</p>
          <Button asChild>
            <Link to={paths.createDeck}>
              <PlusIcon aria-hidden="true" />
              Create Deck
            </Link>
          </Button>
        </Card>
      ) : (
        <ul aria-label="Your decks" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((deck) => (
            <li key={deck.id} className="flex min-w-0">
              <DeckCard deck={deck} />
            </li>
          ))}
        </ul>
      )}

      <ExportAnkiDialog decks={list} open={exportOpen} onOpenChange={setExportOpen} />
      <ImportDialog decks={list} open={importOpen} onOpenChange={setImportOpen} />
    </div>
  );
}
