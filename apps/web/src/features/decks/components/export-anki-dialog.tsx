import type { Deck } from '@revisely/contracts';
import { DownloadIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/lib/toast-store';
import { EXPORT_FAILED, saveBlob, useExportAnkiMutation } from '../api/export-anki';

/** Spec §2/§4: pick decks and download them as one Anki package; the selection is cleared on cancel or success. */
export function ExportAnkiDialog({
  decks,
  open,
  onOpenChange,
}: {
  decks: readonly Deck[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const listId = useId();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [parentDeck, setParentDeck] = useState(false);
  const exportAnki = useExportAnkiMutation();
  const pending = exportAnki.isPending;

  // Decks deleted elsewhere since they were ticked are not sent.
  const selectedIds = decks.filter((d) => selected.has(d.id)).map((d) => d.id);
  const allSelected = decks.length > 0 && selectedIds.length === decks.length;
  const someSelected = selectedIds.length > 0 && !allSelected;

  const close = () => {
    setSelected(new Set());
    onOpenChange(false);
  };

  const toggle = (id: string, checked: boolean) => {
    setSelected((previous) => {
      const next = new Set(previous);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const submit = () => {
    if (selectedIds.length === 0) {
      toast({
        title: 'No decks selected',
        description: 'Please select at least one deck to export',
        variant: 'destructive',
      });
      return;
    }
    exportAnki.mutate(
      { deckIds: selectedIds, parentDeck },
      {
        onSuccess: ({ blob, fileName }) => {
          saveBlob(blob, fileName);
          toast({ title: 'Success! Your flashcards have been exported to Anki format', variant: 'success' });
          close();
        },
        onError: (error) => {
          toast({ title: 'Export failed', description: error.message || EXPORT_FAILED, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (next) onOpenChange(true);
        else close();
      }}
    >
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Export to Anki</DialogTitle>
          <DialogDescription>
            Choose the decks to download as an Anki package (.apkg). Import it in Anki with File → Import.
          </DialogDescription>
        </DialogHeader>

        <div className="grid gap-2">
          <label className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm font-semibold hover:bg-muted">
            <Checkbox
              checked={allSelected ? true : someSelected ? 'indeterminate' : false}
              onCheckedChange={(checked) => setSelected(checked === true ? new Set(decks.map((d) => d.id)) : new Set())}
              disabled={pending || decks.length === 0}
              aria-controls={listId}
            />
            Select all
            <span className="ml-auto text-xs font-normal text-muted-foreground" aria-live="polite">
              {selectedIds.length} of {decks.length} selected
            </span>
          </label>
          <ul
            id={listId}
            aria-label="Decks to export"
            // Spec §9: the list is about 16rem high and scrolls.
            className="grid max-h-64 grid-cols-1 gap-1 overflow-y-auto rounded-xl border border-border p-1.5"
          >
            {decks.map((deck) => (
              <li key={deck.id}>
                <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 hover:bg-muted">
                  <Checkbox
                    checked={selected.has(deck.id)}
                    onCheckedChange={(checked) => toggle(deck.id, checked === true)}
                    disabled={pending}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium">{deck.name}</span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {[deck.subject, `${deck.total_cards} ${deck.total_cards === 1 ? 'card' : 'cards'}`]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <label className="flex cursor-pointer items-start gap-3 rounded-xl px-3 py-2 text-sm hover:bg-muted">
            <Checkbox
              checked={parentDeck}
              onCheckedChange={(checked) => setParentDeck(checked === true)}
              disabled={pending}
              className="mt-0.5"
            />
            <span>
              <span className="block font-medium">Put the decks inside one 'Revisely' deck</span>
              <span className="block text-xs text-muted-foreground">
                Each card keeps its progress and review history either way.
              </span>
            </span>
          </label>
        </div>

        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={pending}>
            <DownloadIcon aria-hidden="true" />
            {pending ? 'Exporting...' : 'Export'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
