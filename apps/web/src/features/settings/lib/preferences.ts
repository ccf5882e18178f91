import type { Preferences } from '@revisely/contracts';
import { useCallback } from 'react';
import { usePreferencesQuery } from '../api/get-preferences';
import { useUpdatePreferencesMutation } from '../api/update-preferences';
import { readLocalPreferences } from './local-preferences';

export type { Preferences };

export type SetPreference = <K extends keyof Preferences>(key: K, value: Preferences[K]) => void;

export interface PreferencesState {
  preferences: Preferences;
  /** False until the server answered (the switches show this device's last copy meanwhile). */
  loaded: boolean;
  loadFailed: boolean;
  setPreference: SetPreference;
}

export function usePreferences(): PreferencesState {
  const query = usePreferencesQuery();
  const update = useUpdatePreferencesMutation();
  const { mutate } = update;
  const setPreference = useCallback<SetPreference>(
    (key, value) => mutate({ [key]: value } as Partial<Preferences>),
    [mutate],
  );
  return {
    preferences: query.data ?? readLocalPreferences(),
    loaded: query.isSuccess,
    loadFailed: query.isError,
    setPreference,
  };
}
