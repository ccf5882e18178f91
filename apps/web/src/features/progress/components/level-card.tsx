import type { GamificationResponse } from '@revisely/contracts';
import { ZapIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';

const numberFormat = new Intl.NumberFormat('en-GB');

export function LevelCard({
  gamification,
  loading,
}: {
  gamification: GamificationResponse | undefined;
  loading: boolean;
}) {
  const level = gamification?.level ?? 1;
  const totalXP = gamification?.totalXP ?? 0;
  const nextLevelXP = gamification?.nextLevelXP ?? 1000;
  const progress = gamification?.levelProgress ?? 0;
  return (
    <Card role="region" aria-labelledby="level-title" className="p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span
            className="flex size-10 items-center justify-center rounded-xl brand-gradient text-white"
            aria-hidden="true"
          >
            <ZapIcon className="size-5" fill="currentColor" />
          </span>
          <h2 id="level-title" className="text-lg font-semibold tracking-tight">
            {loading ? <Skeleton className="h-6 w-20" /> : `Level ${level}`}
          </h2>
        </div>
        {!loading && (
          <p className="text-sm font-medium text-muted-foreground tabular-nums">{`${numberFormat.format(totalXP)} XP`}</p>
        )}
      </div>
      <Progress className="mt-5 h-3" value={loading ? 0 : progress} aria-label={`Progress to level ${level + 1}`} />
      {!loading && (
        <p className="mt-2.5 text-sm text-muted-foreground">
          {`${numberFormat.format(Math.max(0, nextLevelXP - totalXP))} XP to level ${level + 1}`}
        </p>
      )}
    </Card>
  );
}
