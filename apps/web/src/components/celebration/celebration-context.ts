import { createContext, useContext } from 'react';

export type CelebrationType = 'levelUp' | 'feedbackSent' | 'achievement';

export interface Celebration {
  type: CelebrationType;
  title: string;
  subtitle: string;
  /** Shown in the 'Level {n}' headline of a levelUp. */
  level?: number;
}

export type Celebrate = (celebration: Celebration) => void;

export const CelebrationContext = createContext<Celebrate | null>(null);

/** App-wide celebration pop-up (spec §2): `celebrate({ type, title, subtitle, level })`. */
export function useCelebrate(): Celebrate {
  const celebrate = useContext(CelebrationContext);
  if (!celebrate) throw new Error('useCelebrate must be used inside CelebrationProvider');
  return celebrate;
}

export function celebrationHeadline({ type, level }: Pick<Celebration, 'type' | 'level'>): string {
  switch (type) {
    case 'levelUp':
      return `Level ${level ?? 1}`;
    case 'feedbackSent':
      return 'Feedback Sent!';
    case 'achievement':
      return 'Achievement Unlocked!';
  }
}
