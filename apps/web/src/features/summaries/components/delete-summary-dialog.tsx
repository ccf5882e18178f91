import { useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { toast } from '@/lib/toast-store';
import { DELETE_SUMMARY_FAILED, useDeleteSummaryMutation } from '@/features/summaries/api/delete-summary';

/**
 * Confirms, deletes, and reports with the spec's toasts. The dialog stays open while the request
 * runs so the 'Deleting...' label is seen and a second click cannot fire a second delete.
 */
export function DeleteSummaryDialog({
  summaryId,
  topic,
  trigger,
  onDeleted,
}: {
  summaryId: string;
  topic: string;
  trigger: ReactNode;
  onDeleted?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const mutation = useDeleteSummaryMutation();

  const confirm = () => {
    mutation.mutate(summaryId, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Summary deleted', variant: 'success' });
        onDeleted?.();
      },
      onError: () => {
        setOpen(false);
        toast({ title: 'Delete failed', description: DELETE_SUMMARY_FAILED, variant: 'destructive' });
      },
    });
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !mutation.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this summary?</AlertDialogTitle>
          <AlertDialogDescription>
            &lsquo;{topic.trim() || 'Study Summary'}&rsquo; and its source photo will be removed for good. Flashcard
            decks made from it are kept.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={mutation.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={mutation.isPending}
            onClick={(event) => {
              event.preventDefault();
              confirm();
            }}
          >
            {mutation.isPending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
