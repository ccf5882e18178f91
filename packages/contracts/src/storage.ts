import { z } from 'zod';

/** GET /api/user/storage: what the account stores (card text, images, clips, photos) and its limit. */
export const StorageUseResponseSchema = z.object({
  usedBytes: z.number().int().nonnegative(),
  limitBytes: z.number().int().positive(),
});
export type StorageUseResponse = z.infer<typeof StorageUseResponseSchema>;

/** '726 B', '12.3 MB', '1 GB': units of 1,024 with at most one decimal, as file managers show them. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  const shown = value >= 100 ? String(Math.round(value)) : value.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${units[unit]}`;
}
