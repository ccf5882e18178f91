import type { Deck } from '@revisely/contracts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { toast } from '@/lib/toast-store';
import { DELETE_DECK_FAILED, useDeleteDeckMutation } from '../api/delete-deck';

export function DeleteDeckDialog({
  deck,
  open,
  onOpenChange,
  onDeleted,
}: {
  deck: Pick<Deck, 'id' | 'name' | 'total_cards'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const deleteDeck = useDeleteDeckMutation();
  const pending = deleteDeck.isPending;

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this deck?</AlertDialogTitle>
          <AlertDialogDescription>
            “{deck.name}” and its {deck.total_cards === 1 ? '1 card' : `${deck.total_cards} cards`} will be deleted,
            along with their review history. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            onClick={(event) => {
              // Stay open while the request runs so 'Deleting...' is visible.
              event.preventDefault();
              deleteDeck.mutate(deck.id, {
                onSuccess: () => {
                  onOpenChange(false);
                  toast({ title: 'Deck deleted', variant: 'success' });
                  onDeleted?.();
                },
                onError: () => {
                  onOpenChange(false);
                  toast({ title: 'Delete failed', description: DELETE_DECK_FAILED, variant: 'destructive' });
                },
              });
            }}
          >
            {pending ? 'Deleting...' : 'Delete Deck'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
