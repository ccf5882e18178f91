import { BellRingIcon, MailIcon, MoonIcon, SlidersHorizontalIcon } from 'lucide-react';
import { useTheme } from '@/lib/theme';
import type { Preferences } from '../lib/preferences';
import { PreferenceRow } from './preference-row';
import { SettingsSection } from './settings-section';

export function PreferencesSection({
  preferences,
  setPreference,
}: {
  preferences: Preferences;
  setPreference: <K extends keyof Preferences>(key: K, value: Preferences[K]) => void;
}) {
  const { theme, setTheme } = useTheme();
  return (
    <SettingsSection
      id="preferences"
      title="App Preferences"
      description="Saved on this device only."
      icon={<SlidersHorizontalIcon />}
    >
      <div className="divide-y divide-border">
        <PreferenceRow
          icon={<MoonIcon />}
          label="Dark Mode"
          description="Easier on the eyes for late-night revision."
          checked={theme === 'dark'}
          onCheckedChange={(on) => setTheme(on ? 'dark' : 'light')}
        />
        <PreferenceRow
          icon={<BellRingIcon />}
          label="Study Reminders"
          description="Nudges to keep your streak going."
          checked={preferences.studyReminders}
          onCheckedChange={(on) => setPreference('studyReminders', on)}
        />
        <PreferenceRow
          icon={<MailIcon />}
          label="Email Notifications"
          description="News about features and your progress."
          checked={preferences.emailNotifications}
          onCheckedChange={(on) => setPreference('emailNotifications', on)}
        />
      </div>
    </SettingsSection>
  );
}
