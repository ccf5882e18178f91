import { BarChart3Icon, FileTextIcon, FlameIcon, StarIcon, ZapIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useUserStatsQuery } from '@/api/get-user-stats';
import { Skeleton } from '@/components/ui/skeleton';
import { SettingsSection } from './settings-section';

const numberFormat = new Intl.NumberFormat('en-GB');

function Stat({ icon, label, value, loading }: { icon: ReactNode; label: string; value: string; loading: boolean }) {
  return (
    <div className="rounded-xl bg-muted/60 p-4">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground [&_svg]:size-3.5">
        <span aria-hidden="true" className="text-primary">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-bold tracking-tight text-foreground tabular-nums">
        {loading ? <Skeleton className="mt-1 h-7 w-14" /> : value}
      </dd>
    </div>
  );
}

export function AccountStatsSection() {
  const stats = useUserStatsQuery();
  const loading = stats.isPending;
  const streak = stats.data?.currentStreak ?? 0;
  return (
    <SettingsSection
      id="account-statistics"
      title="Account Statistics"
      description="Your learning at a glance."
      icon={<BarChart3Icon />}
    >
      {stats.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          Failed to load account statistics
        </p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Stat icon={<StarIcon />} label="Level" value={String(stats.data?.level ?? 1)} loading={loading} />
          <Stat
            icon={<ZapIcon />}
            label="Total XP"
            value={numberFormat.format(stats.data?.totalXP ?? 0)}
            loading={loading}
          />
          <Stat
            icon={<FlameIcon />}
            label="Current Streak"
            value={`${streak} ${streak === 1 ? 'day' : 'days'}`}
            loading={loading}
          />
          <Stat
            icon={<FileTextIcon />}
            label="Summaries"
            value={numberFormat.format(stats.data?.summariesCount ?? 0)}
            loading={loading}
          />
        </dl>
      )}
    </SettingsSection>
  );
}
