/**
 * Level curve (docs/gamification.md): level 1 starts at 0 XP and level 2 at 1000 XP (the spec's
 * default next-level XP); each later level needs 250 XP more than the one before, so early
 * levels come quickly and later ones stay meaningful.
 */
export const FIRST_LEVEL_XP = 1000;
export const LEVEL_XP_STEP = 250;

/** Total XP at which `level` is reached. */
export function xpForLevel(level: number): number {
  const n = Math.max(0, level - 1);
  return FIRST_LEVEL_XP * n + (LEVEL_XP_STEP * n * (n - 1)) / 2;
}

export function levelForXp(totalXp: number): number {
  let level = 1;
  while (xpForLevel(level + 1) <= totalXp) level++;
  return level;
}

export interface LevelInfo {
  level: number;
  totalXP: number;
  /** Percent of the way from this level to the next, 0–100. */
  levelProgress: number;
  nextLevelXP: number;
}

export function levelInfo(totalXp: number): LevelInfo {
  const xp = Math.max(0, Math.floor(totalXp));
  const level = levelForXp(xp);
  const start = xpForLevel(level);
  const next = xpForLevel(level + 1);
  return { level, totalXP: xp, levelProgress: Math.floor(((xp - start) / (next - start)) * 100), nextLevelXP: next };
}
