import { useCallback, useState } from 'react';

/**
 * Spec §3: preferences live in this browser only and are never sent to the server. Dark mode is
 * not stored here: it is the theme provider's own `theme` key, so the two can never disagree.
 */
export interface Preferences {
  emailNotifications: boolean;
  studyReminders: boolean;
  weeklyReports: boolean;
  dataAnalytics: boolean;
  autoSave: boolean;
  soundEffects: boolean;
}

/** Spec §9 defaults. */
export const DEFAULT_PREFERENCES: Readonly<Preferences> = {
  emailNotifications: true,
  studyReminders: true,
  weeklyReports: false,
  dataAnalytics: true,
  autoSave: true,
  soundEffects: false,
};

export const PREFERENCES_STORAGE_KEY = 'revisely:preferences';

/** Unknown keys and non-boolean values are ignored so a damaged entry falls back to the defaults. */
export function parsePreferences(raw: string | null): Preferences {
  const result: Preferences = { ...DEFAULT_PREFERENCES };
  if (!raw) return result;
  try {
    const stored: unknown = JSON.parse(raw);
    if (stored && typeof stored === 'object') {
      for (const key of Object.keys(DEFAULT_PREFERENCES) as (keyof Preferences)[]) {
        const value = (stored as Record<string, unknown>)[key];
        if (typeof value === 'boolean') result[key] = value;
      }
    }
  } catch {
    // Not JSON: defaults.
  }
  return result;
}

export function readPreferences(): Preferences {
  try {
    return parsePreferences(window.localStorage.getItem(PREFERENCES_STORAGE_KEY));
  } catch {
    return { ...DEFAULT_PREFERENCES };
  }
}

function writePreferences(preferences: Preferences): void {
  try {
    window.localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(preferences));
  } catch {
    // Blocked storage: the choice lasts for this page only.
  }
}

export function usePreferences(): [Preferences, <K extends keyof Preferences>(key: K, value: Preferences[K]) => void] {
  const [preferences, setPreferences] = useState<Preferences>(readPreferences);
  const setPreference = useCallback(<K extends keyof Preferences>(key: K, value: Preferences[K]) => {
    setPreferences((current) => {
      const next = { ...current, [key]: value };
      writePreferences(next);
      return next;
    });
  }, []);
  return [preferences, setPreference];
}
