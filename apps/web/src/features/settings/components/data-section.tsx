import { ActivityIcon, DatabaseIcon, DownloadIcon, ExternalLinkIcon, ShieldIcon } from 'lucide-react';
import { paths } from '@/app/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { toast } from '@/lib/toast-store';
import { ApiError } from '@/lib/api-client';
import { EXPORT_FAILED, useExportDataMutation } from '../api/export-data';
import type { SetPreference, Preferences } from '../lib/preferences';
import { PreferenceRow } from './preference-row';
import { SettingsSection } from './settings-section';
import { StorageUsage } from './storage-usage';

/**
 * The server's reason when it gave one. A dropped connection rejects with the browser's own
 * wording ('Failed to fetch', 'Load failed'), which means nothing to a student, so it is replaced.
 */
export function exportFailureDetail(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.message === EXPORT_FAILED ? undefined : error.message;
  if (error instanceof TypeError) return 'Check your internet connection and try again.';
  return undefined;
}

export function DataSection({
  preferences,
  setPreference,
}: {
  preferences: Preferences;
  setPreference: SetPreference;
}) {
  const exportData = useExportDataMutation();

  const startExport = () =>
    exportData.mutate(undefined, {
      onSuccess: ({ fileName }) =>
        toast({ variant: 'success', title: 'Export ready', description: `Saved as ${fileName}` }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: EXPORT_FAILED,
          description: exportFailureDetail(error),
        }),
    });

  return (
    <SettingsSection id="data" title="Data Management" description="Your data belongs to you." icon={<DatabaseIcon />}>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button variant="outline" onClick={startExport} disabled={exportData.isPending} className="justify-start">
          <DownloadIcon aria-hidden="true" />
          {exportData.isPending ? 'Exporting...' : 'Export My Data'}
        </Button>
        <a
          href={paths.privacy}
          target="_blank"
          rel="noopener"
          className={buttonClasses({ variant: 'outline', className: 'justify-start' })}
        >
          <ShieldIcon aria-hidden="true" />
          Privacy Policy
          <ExternalLinkIcon className="ml-auto opacity-60" aria-hidden="true" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <p className="mt-3 text-sm text-muted-foreground">
        The export is a JSON file with your profile, preferences, summaries, decks, cards, review history and feedback.
      </p>
      <StorageUsage />
      <div className="mt-5 border-t border-border pt-5">
        <PreferenceRow
          icon={<ActivityIcon />}
          label="Analytics"
          description="Off unless you turn it on. Share anonymous usage counts (never your notes, cards or email) to help improve Revisely."
          checked={preferences.dataAnalytics}
          onCheckedChange={(on) => setPreference('dataAnalytics', on)}
        />
      </div>
    </SettingsSection>
  );
}
