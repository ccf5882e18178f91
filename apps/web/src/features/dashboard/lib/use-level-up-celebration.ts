import { useEffect } from 'react';
import { useCelebrate } from '@/components/celebration/celebration-context';
import { celebrationPresets } from '@/components/celebration/celebration-presets';
import { checkLevelUp, type LevelStore } from './level-up';

function browserStore(): LevelStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Celebrates when the dashboard sees a level higher than the one it remembers for this user. */
export function useLevelUpCelebration(userId: string | undefined, level: number | undefined): void {
  const celebrate = useCelebrate();
  useEffect(() => {
    if (!userId || level === undefined) return;
    const store = browserStore();
    if (store && checkLevelUp(store, userId, level)) celebrate(celebrationPresets.levelUp(level));
  }, [userId, level, celebrate]);
}
