import type { StudyCard } from '@revisely/contracts';
import { LayersIcon } from 'lucide-react';
import { CardImage } from '@/components/card-media/card-image';
import { RichText } from '@/components/rich-text/rich-text';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { explanationRepeatsAnswer } from '../lib/repeats-answer';

/** The card on screen: question, and the answer once revealed; a click on it reveals (spec §2). */
export function StudyCardView({
  card,
  revealed,
  showDeckName,
  onReveal,
}: {
  card: StudyCard;
  revealed: boolean;
  /** Review all mixes decks, so each card says which one it is from. */
  showDeckName: boolean;
  onReveal: () => void;
}) {
  // A cloze card reveals its answer in place, in the question; its back is optional extra text.
  const cloze = card.cloze_index ?? undefined;
  const showAnswer =
    revealed &&
    (cloze === undefined || Boolean(card.back_text.trim() || card.explanation?.trim() || card.back_image_id));
  return (
    <Card
      className={cn(
        'relative flex min-h-72 flex-col overflow-hidden shadow-lifted sm:min-h-80',
        !revealed && 'cursor-pointer transition-transform hover:-translate-y-0.5',
      )}
      onClick={revealed ? undefined : onReveal}
      data-testid="study-card"
    >
      <div className="brand-gradient h-1.5 shrink-0" aria-hidden="true" />
      {showDeckName && card.deck_name && (
        <p
          className="mx-auto mt-4 flex max-w-[90%] items-center gap-1.5 rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground"
          data-testid="study-card-deck"
        >
          <LayersIcon className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="sr-only">Deck: </span>
          <span className="truncate">{card.deck_name}</span>
        </p>
      )}
      <section
        aria-label="Question"
        className="flex flex-1 flex-col items-center justify-center gap-3 px-6 py-8 text-center sm:px-10"
      >
        <span className="text-xs font-semibold tracking-widest text-primary uppercase">Question</span>
        {card.front_image_id && (
          <CardImage
            fileId={card.front_image_id}
            alt="Image on the front of the card"
            className="max-h-56 min-h-24 w-auto max-w-full"
          />
        )}
        <p
          className="text-xl leading-snug font-semibold break-words whitespace-pre-wrap sm:text-2xl"
          aria-live={cloze === undefined ? undefined : 'polite'}
        >
          {card.front_text.trim() ? (
            <RichText text={card.front_text.trim()} cloze={cloze} revealed={revealed} />
          ) : (
            'No question text'
          )}
        </p>
      </section>
      {showAnswer && (
        <section
          aria-label="Answer"
          aria-live="polite"
          className="flex animate-slide-in flex-col items-center gap-3 border-t border-dashed border-border bg-muted/40 px-6 py-7 text-center sm:px-10"
        >
          <span className="text-xs font-semibold tracking-widest text-success uppercase">Answer</span>
          {card.back_image_id && (
            <CardImage
              fileId={card.back_image_id}
              alt="Image on the back of the card"
              className="max-h-56 min-h-24 w-auto max-w-full"
            />
          )}
          {(cloze === undefined || card.back_text.trim()) && (
            <p className="text-lg leading-snug font-medium break-words whitespace-pre-wrap sm:text-xl">
              {card.back_text.trim() ? <RichText text={card.back_text.trim()} /> : 'No answer text'}
            </p>
          )}
          {card.explanation?.trim() && !explanationRepeatsAnswer(card.explanation, card.back_text) && (
            <p className="max-w-prose rounded-xl bg-card px-4 py-3 text-left text-sm break-words whitespace-pre-wrap text-muted-foreground">
              <span className="font-semibold text-foreground">Explanation: </span>
              <RichText text={card.explanation} />
            </p>
          )}
        </section>
      )}
    </Card>
  );
}
