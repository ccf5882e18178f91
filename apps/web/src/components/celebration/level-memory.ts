/**
 * Spec §4 level-up detection: the first level the dashboard sees for a user is remembered; a later,
 * higher level triggers the celebration and becomes the remembered one. Kept per user id so two
 * accounts on one browser do not celebrate each other's levels.
 */
export const LEVEL_STORAGE_PREFIX = 'revisely:seen-level:';

export function levelStorageKey(userId: string): string {
  return `${LEVEL_STORAGE_PREFIX}${userId}`;
}

export interface LevelStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function readLevel(store: LevelStore, key: string): number | null {
  try {
    const raw = store.getItem(key);
    if (raw === null) return null;
    const level = Number.parseInt(raw, 10);
    return Number.isFinite(level) && level > 0 ? level : null;
  } catch {
    return null;
  }
}

function writeLevel(store: LevelStore, key: string, level: number): void {
  try {
    store.setItem(key, String(level));
  } catch {
    // Blocked storage: detection simply restarts from the next level seen.
  }
}

/** The browser's storage, or null where it is blocked. */
export function browserLevelStore(): LevelStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Remembers a level celebrated elsewhere (a review, a summary, a generation), so the dashboard does
 * not celebrate the same level-up a second time when the user goes back to it.
 */
export function rememberLevel(store: LevelStore, userId: string, level: number): void {
  if (Number.isFinite(level) && level > 0) writeLevel(store, levelStorageKey(userId), level);
}

/**
 * Records `level` as seen and reports whether it is a level-up over the remembered one. A lower
 * level is remembered too (should XP ever be taken back), so climbing again is celebrated again.
 */
export function checkLevelUp(store: LevelStore, userId: string, level: number): boolean {
  const key = levelStorageKey(userId);
  const seen = readLevel(store, key);
  if (seen === level) return false;
  writeLevel(store, key, level);
  return seen !== null && level > seen;
}
