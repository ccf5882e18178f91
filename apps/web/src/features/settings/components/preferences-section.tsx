import { BellRingIcon, MailIcon, MoonIcon, SlidersHorizontalIcon } from 'lucide-react';
import { useEffect } from 'react';
import { THEME_STORAGE_KEY, useTheme } from '@/lib/theme';
import { toast } from '@/lib/toast-store';
import { disablePush, enablePush, PushUnavailable } from '../lib/push';
import type { PreferencesState } from '../lib/preferences';
import { PreferenceRow } from './preference-row';
import { ReminderTimeRow } from './reminder-time-row';
import { SettingsSection } from './settings-section';

function hasDeviceTheme(): boolean {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) !== null;
  } catch {
    return true;
  }
}

export function PreferencesSection({ state }: { state: PreferencesState }) {
  const { preferences, setPreference, loaded, loadFailed } = state;
  const { theme, setTheme } = useTheme();

  // The theme is this device's (it must apply before React loads); a device that never chose one
  // takes the account's choice.
  useEffect(() => {
    if (loaded && !hasDeviceTheme()) setTheme(preferences.darkMode ? 'dark' : 'light');
  }, [loaded, preferences.darkMode, setTheme]);

  const switchStudyReminders = (on: boolean) => {
    setPreference('studyReminders', on);
    const change = on ? enablePush() : disablePush();
    change.catch((error: unknown) =>
      toast({
        variant: on ? 'default' : 'destructive',
        title: on ? 'Notifications are not on for this device' : 'Could not turn off notifications here',
        description: error instanceof PushUnavailable ? error.message : 'Please try again.',
      }),
    );
  };

  return (
    <SettingsSection
      id="preferences"
      title="App Preferences"
      description={
        loadFailed ? 'Could not load your saved preferences; showing this device’s copy.' : 'Saved to your account.'
      }
      icon={<SlidersHorizontalIcon />}
    >
      <div className="divide-y divide-border">
        <PreferenceRow
          icon={<MoonIcon />}
          label="Dark Mode"
          description="Easier on the eyes for late-night revision."
          checked={theme === 'dark'}
          onCheckedChange={(on) => {
            setTheme(on ? 'dark' : 'light');
            setPreference('darkMode', on);
          }}
        />
        <PreferenceRow
          icon={<BellRingIcon />}
          label="Study Reminders"
          description="A notification on this device when cards are due. On iPhone, add Revisely to your Home Screen first (iOS 16.4 or later)."
          checked={preferences.studyReminders}
          onCheckedChange={switchStudyReminders}
        />
        <PreferenceRow
          icon={<MailIcon />}
          label="Email Notifications"
          description="An email when cards are due, with a link to review."
          checked={preferences.emailNotifications}
          onCheckedChange={(on) => setPreference('emailNotifications', on)}
        />
        <ReminderTimeRow
          value={preferences.reminderTime}
          enabled={preferences.studyReminders || preferences.emailNotifications}
          onSave={(value) => setPreference('reminderTime', value)}
        />
      </div>
    </SettingsSection>
  );
}
