import { lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import { SessionContext } from '@/lib/session/session-context';
import { CelebrationContext, type Celebration } from './celebration-context';
import { browserLevelStore, rememberLevel } from './level-memory';

// Loaded on first use: the dialog and confetti stay out of the sign-in bundle.
const CelebrationDialog = lazy(async () => ({ default: (await import('./celebration-dialog')).CelebrationDialog }));

export function CelebrationProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<{ celebration: Celebration; key: number } | null>(null);
  // Optional: the provider also works outside a session (tests, public screens).
  const userId = useContext(SessionContext)?.user?.id;

  const celebrate = useCallback(
    (celebration: Celebration) => {
      // A level-up shown anywhere counts as seen, so the dashboard's detection does not repeat it.
      const store = browserLevelStore();
      if (celebration.type === 'levelUp' && celebration.level !== undefined && userId && store) {
        rememberLevel(store, userId, celebration.level);
      }
      setCurrent((previous) => ({ celebration, key: (previous?.key ?? 0) + 1 }));
    },
    [userId],
  );

  const close = useCallback(() => setCurrent(null), []);

  return (
    <CelebrationContext.Provider value={celebrate}>
      {children}
      {current && (
        <Suspense fallback={null}>
          {/* A new key restarts the 5 s timer and confetti when celebrations arrive back to back. */}
          <CelebrationDialog key={current.key} celebration={current.celebration} onClose={close} />
        </Suspense>
      )}
    </CelebrationContext.Provider>
  );
}
