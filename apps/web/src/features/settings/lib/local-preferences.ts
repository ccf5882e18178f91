import { DEFAULT_PREFERENCES, REMINDER_TIME_PATTERN, SummaryLengthSchema, type Preferences } from '@revisely/contracts';

export { DEFAULT_PREFERENCES };

/**
 * Preferences live on the server (GET/PUT /api/user/preferences). This device keeps a copy of the
 * last answer, shown while the server is asked and read by code that cannot wait for it (drafts'
 * autoSave in lib/drafts.ts reads this key directly).
 */
export const PREFERENCES_STORAGE_KEY = 'revisely:preferences';

/** Unknown keys and values of the wrong type are ignored so a damaged entry falls back to the defaults. */
export function parsePreferences(raw: string | null): Preferences {
  const result: Preferences = { ...DEFAULT_PREFERENCES };
  if (!raw) return result;
  try {
    const stored: unknown = JSON.parse(raw);
    if (stored && typeof stored === 'object') {
      const record = stored as Record<string, unknown>;
      for (const key of Object.keys(DEFAULT_PREFERENCES) as (keyof Preferences)[]) {
        const value = record[key];
        if (key === 'reminderTime') {
          if (typeof value === 'string' && REMINDER_TIME_PATTERN.test(value)) result.reminderTime = value;
        } else if (key === 'summaryLength') {
          const length = SummaryLengthSchema.safeParse(value);
          if (length.success) result.summaryLength = length.data;
        } else if (typeof value === 'boolean') {
          result[key] = value;
        }
      }
    }
  } catch {
    // Not JSON: defaults.
  }
  return result;
}

export function readLocalPreferences(): Preferences {
  try {
    return parsePreferences(window.localStorage.getItem(PREFERENCES_STORAGE_KEY));
  } catch {
    return { ...DEFAULT_PREFERENCES };
  }
}

export function writeLocalPreferences(preferences: Preferences): void {
  try {
    window.localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(preferences));
  } catch {
    // Blocked storage: the server still has them.
  }
}
