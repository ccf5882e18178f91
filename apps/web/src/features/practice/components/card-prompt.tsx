import { CardAudioButton } from '@/components/card-media/card-audio-button';
import { CardImage } from '@/components/card-media/card-image';
import { RichText } from '@/components/rich-text/rich-text';
import { cn } from '@/lib/utils';
import type { PracticeCard } from '../lib/practice-card';

/**
 * A card's question as every practice mode shows it: the front image, the text (a cloze card with
 * its gap hidden, maths through KaTeX) and the card's voice clip.
 */
export function CardPrompt({
  card,
  className,
  compact = false,
}: {
  card: PracticeCard;
  className?: string;
  compact?: boolean;
}) {
  return (
    <div className={cn('grid justify-items-center gap-3 text-center', className)}>
      {card.frontImageId && (
        <CardImage
          fileId={card.frontImageId}
          alt="Image on the front of the card"
          className={cn('w-auto max-w-full', compact ? 'max-h-32' : 'max-h-56')}
        />
      )}
      <p
        className={cn(
          'max-w-full leading-snug font-semibold break-words',
          compact ? 'text-base' : 'text-lg sm:text-xl',
        )}
      >
        {card.frontText ? <RichText text={card.frontText} cloze={card.clozeIndex ?? undefined} /> : 'No question text'}
      </p>
      {card.audioId && <CardAudioButton fileId={card.audioId} label="Play recording" text="Play recording" />}
    </div>
  );
}

/** The right answer, as rich text, with the back image. */
export function CardAnswer({ card, className }: { card: PracticeCard; className?: string }) {
  return (
    <span className={cn('inline-grid justify-items-start gap-2', className)}>
      <span className="font-semibold break-words">
        <RichText text={card.answer} />
      </span>
      {card.backImageId && (
        <CardImage
          fileId={card.backImageId}
          alt="Image on the back of the card"
          className="max-h-40 w-auto max-w-full"
        />
      )}
    </span>
  );
}
