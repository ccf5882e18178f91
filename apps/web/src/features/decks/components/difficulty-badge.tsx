import { Badge } from '@/components/ui/badge';

const variants = { easy: 'success', medium: 'warning', hard: 'destructive' } as const;

/** Spec §2: a deck's difficulty, 'Medium' when the deck has none. */
export function DifficultyBadge({ difficulty }: { difficulty: string | null | undefined }) {
  const value = (difficulty || 'medium').toLowerCase();
  const variant = value in variants ? variants[value as keyof typeof variants] : 'default';
  return <Badge variant={variant}>{value.charAt(0).toUpperCase() + value.slice(1)}</Badge>;
}
