import { cn } from '@/lib/utils';

/** The count shows once this few characters are left, so short names stay uncluttered. */
export const CHARACTERS_LEFT_FROM = 30;

/**
 * 'N characters left' near a text limit, or how far over it the text is; null while far below.
 * Counts the trimmed text, as the server does.
 */
export function charactersLeftText(value: string, max: number): string | null {
  const left = max - value.trim().length;
  if (left < 0) return `${-left} ${left === -1 ? 'character' : 'characters'} over the limit of ${max}`;
  if (left <= CHARACTERS_LEFT_FROM) return `${left} ${left === 1 ? 'character' : 'characters'} left`;
  return null;
}

export const isOverLimit = (value: string, max: number) => value.trim().length > max;

/**
 * The count under a limited field (issue 27 item 13): the field takes a paste whole rather than
 * cutting it mid-word, and this says how much is left or how much to remove. The field points at
 * it with aria-describedby; it is polite-live, so the count is read as the limit nears.
 */
export function CharactersLeft({ id, value, max }: { id: string; value: string; max: number }) {
  const text = charactersLeftText(value, max);
  const over = isOverLimit(value, max);
  return (
    <p
      id={id}
      aria-live="polite"
      className={cn('text-xs tabular-nums', over ? 'font-medium text-destructive' : 'text-muted-foreground')}
    >
      {text}
    </p>
  );
}
