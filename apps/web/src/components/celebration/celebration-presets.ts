import type { Celebration } from './celebration-context';

export const DEFAULT_STREAK_DAYS = 7;

/** The five pop-ups of spec §2, ready to pass to `celebrate()`. */
export const celebrationPresets = {
  levelUp: (level: number): Celebration => ({
    type: 'levelUp',
    title: 'Keep up the amazing work!',
    subtitle: "You're growing stronger every day",
    level,
  }),
  feedbackSent: (): Celebration => ({
    type: 'feedbackSent',
    title: 'Thanks for your feedback!',
    subtitle: 'Your input helps us improve',
  }),
  streakMilestone: (days: number = DEFAULT_STREAK_DAYS): Celebration => ({
    type: 'achievement',
    title: `${days}-Day Streak!`,
    subtitle: "You're unstoppable!",
  }),
  deckComplete: (): Celebration => ({
    type: 'achievement',
    title: 'Deck Complete!',
    subtitle: 'Excellent review session',
  }),
  firstAchievement: (): Celebration => ({
    type: 'achievement',
    title: 'First Achievement Unlocked!',
    subtitle: 'Welcome to the Revisely community! Your learning journey starts here.',
  }),
};
