import { useQuery } from '@tanstack/react-query';
import { DEFAULT_LEVEL, DEFAULT_NEXT_LEVEL_XP, useGamificationQuery } from '@/api/get-gamification';
import { useDueReviewQuery } from '@/api/get-due-review';
import { useProgressQuery } from '@/api/get-progress';
import { summariesQueryOptions } from '@/api/get-summaries';
import { useSession } from '@/lib/session/session-context';
import { DashboardHero } from '../components/dashboard-hero';
import { QuickActions } from '../components/quick-actions';
import { RecentSummariesCard } from '../components/recent-summaries-card';
import { ReviewQueueCard } from '../components/review-queue-card';
import { greetingFor } from '../lib/greeting';
import { useLevelUpCelebration } from '../lib/use-level-up-celebration';

const dateFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });

export function DashboardPage() {
  const { user } = useSession();
  // Spec §2: nothing is fetched until the session has a user.
  const enabled = !!user;
  const gamification = useGamificationQuery({ enabled });
  const progress = useProgressQuery({ enabled });
  const dueReview = useDueReviewQuery({ enabled });
  const summaries = useQuery({ ...summariesQueryOptions(), enabled });

  useLevelUpCelebration(user?.id, gamification.data?.level);

  const now = new Date();
  const stats = {
    level: gamification.data?.level ?? DEFAULT_LEVEL,
    totalXP: gamification.data?.totalXP ?? 0,
    nextLevelXP: gamification.data?.nextLevelXP ?? DEFAULT_NEXT_LEVEL_XP,
    levelProgress: gamification.data?.levelProgress ?? 0,
    currentStreak: gamification.data?.currentStreak ?? 0,
    totalSummaries: progress.data?.totalSummaries,
    totalDecks: progress.data?.totalDecks,
    countsLoading: progress.isPending && enabled,
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:gap-8">
      <DashboardHero
        greeting={greetingFor(user, now)}
        dateLabel={dateFormat.format(now)}
        stats={stats}
        loading={gamification.isPending && enabled}
      />
      <QuickActions />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ReviewQueueCard queue={dueReview.data} isLoading={dueReview.isPending} isError={dueReview.isError} />
        <RecentSummariesCard summaries={summaries.data} isLoading={summaries.isPending} isError={summaries.isError} />
      </div>
    </div>
  );
}
