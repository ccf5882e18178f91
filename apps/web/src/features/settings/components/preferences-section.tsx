import { BellRingIcon, MailIcon, MoonIcon, SlidersHorizontalIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { THEME_STORAGE_KEY, useTheme } from '@/lib/theme';
import { toast } from '@/lib/toast-store';
import { disablePush, enablePush, hasPushSubscription, PushUnavailable } from '../lib/push';
import type { PreferencesState } from '../lib/preferences';
import { PreferenceRow } from './preference-row';
import { ReminderTimeRow } from './reminder-time-row';
import { SettingsSection } from './settings-section';
import { SummaryLengthRow } from './summary-length-row';

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

  // Study Reminders is on by default, but each browser must still be allowed to show notifications:
  // offer that when this one can subscribe and has not.
  const [deviceSubscribed, setDeviceSubscribed] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    hasPushSubscription()
      .then((subscribed) => current && setDeviceSubscribed(subscribed))
      .catch(() => current && setDeviceSubscribed(null));
    return () => {
      current = false;
    };
  }, []);

  const changePush = (on: boolean) => {
    const change = on ? enablePush() : disablePush();
    change.then(
      () => setDeviceSubscribed(on),
      (error: unknown) =>
        toast({
          variant: on ? 'default' : 'destructive',
          title: on ? 'Notifications are not on for this device' : 'Could not turn off notifications here',
          description: error instanceof PushUnavailable ? error.message : 'Please try again.',
        }),
    );
  };

  const switchStudyReminders = (on: boolean) => {
    setPreference('studyReminders', on);
    changePush(on);
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
        {preferences.studyReminders && deviceSubscribed === false && (
          <div className="flex flex-wrap items-center justify-between gap-2 py-3.5 pl-12.5">
            <p className="text-sm text-muted-foreground">Notifications are not on for this device yet.</p>
            <Button variant="outline" size="sm" onClick={() => changePush(true)}>
              Allow notifications
            </Button>
          </div>
        )}
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
        <SummaryLengthRow
          value={preferences.summaryLength}
          onChange={(value) => setPreference('summaryLength', value)}
        />
      </div>
    </SettingsSection>
  );
}
