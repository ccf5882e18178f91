import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { CelebrationContext, type Celebration } from './celebration-context';

// Loaded on first use: the dialog and confetti stay out of the sign-in bundle.
const CelebrationDialog = lazy(async () => ({ default: (await import('./celebration-dialog')).CelebrationDialog }));

export function CelebrationProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<{ celebration: Celebration; key: number } | null>(null);

  const celebrate = useCallback((celebration: Celebration) => {
    setCurrent((previous) => ({ celebration, key: (previous?.key ?? 0) + 1 }));
  }, []);

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
