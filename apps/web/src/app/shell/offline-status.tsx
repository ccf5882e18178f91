import { useQueryClient } from '@tanstack/react-query';
import { CloudOffIcon } from 'lucide-react';
import { useEffect } from 'react';
import {
  onAllSynced,
  refreshOfflineQueue,
  refreshPendingCount,
  SYNCED_MESSAGE,
  syncNow,
} from '@/lib/offline/offline-sync';
import { reviewsSynced } from '@/lib/on-write';
import { toast } from '@/lib/toast-store';
import { useOnline } from '@/lib/use-online';

/**
 * Keeps offline study working (ADR 0023): on start and whenever the network returns, sends the
 * reviews made offline and then refreshes the cards kept for the next days.
 */
export function OfflineSync() {
  const online = useOnline();
  const queryClient = useQueryClient();
  useEffect(() => {
    void refreshPendingCount();
    return onAllSynced(() => {
      toast({ title: SYNCED_MESSAGE, variant: 'success' });
      // XP, streak, due counts and the cards' schedules now include the synced reviews.
      void reviewsSynced(queryClient);
      void refreshOfflineQueue({ force: true }).catch(() => undefined);
    });
  }, [queryClient]);
  useEffect(() => {
    if (!online) return;
    void syncNow().catch(() => undefined);
    // Keep the store fresh while the app stays open (refreshOfflineQueue throttles itself).
    const timer = window.setInterval(() => void syncNow().catch(() => undefined), 60_000);
    return () => window.clearInterval(timer);
  }, [online]);
  return null;
}

/** A quiet 'Offline' badge while the browser has no network: in the phone's top bar, at the bottom corner on a laptop. */
export function OfflineIndicator() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="fixed top-[1.1rem] right-16 z-50 flex items-center gap-1.5 rounded-full border border-border bg-card/95 px-3 py-1 text-xs font-medium text-muted-foreground shadow-sm backdrop-blur lg:top-auto lg:right-4 lg:bottom-4"
    >
      <CloudOffIcon className="size-3.5" aria-hidden="true" />
      Offline
    </div>
  );
}
