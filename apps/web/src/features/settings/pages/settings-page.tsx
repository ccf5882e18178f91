import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { PageHeader } from '@/components/layout/page-header';
import { useSession } from '@/lib/session/session-context';
import { AccountStatsSection } from '../components/account-stats-section';
import { DangerZoneSection } from '../components/danger-zone-section';
import { DataSection } from '../components/data-section';
import { PasswordSection } from '../components/password-section';
import { PreferencesSection } from '../components/preferences-section';
import { ProfileSection } from '../components/profile-section';
import { usePreferences } from '../lib/preferences';

export function SettingsPage() {
  const { user, logout } = useSession();
  const preferencesState = usePreferences();

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title="Settings" description="Manage your account, preferences and data." />
      <AccountStatsSection />
      {user && <ProfileSection key={user.id} user={user} />}
      <PasswordSection />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <PreferencesSection state={preferencesState} />
        <DataSection preferences={preferencesState.preferences} setPreference={preferencesState.setPreference} />
      </div>
      <p className="text-sm text-muted-foreground">
        Something not working?{' '}
        <Link to={paths.reportProblem} className="font-medium text-primary underline-offset-4 hover:underline">
          Report a problem
        </Link>
      </p>
      <DangerZoneSection email={user?.email ?? ''} onSignOut={logout} />
    </div>
  );
}
