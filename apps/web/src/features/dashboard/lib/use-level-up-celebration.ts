import { useEffect } from 'react';
import { useCelebrate } from '@/components/celebration/celebration-context';
import { celebrationPresets } from '@/components/celebration/celebration-presets';
import { browserLevelStore, checkLevelUp } from '@/components/celebration/level-memory';

/** Celebrates when the dashboard sees a level higher than the one it remembers for this user. */
export function useLevelUpCelebration(userId: string | undefined, level: number | undefined): void {
  const celebrate = useCelebrate();
  useEffect(() => {
    if (!userId || level === undefined) return;
    const store = browserLevelStore();
    if (store && checkLevelUp(store, userId, level)) celebrate(celebrationPresets.levelUp(level));
  }, [userId, level, celebrate]);
}
