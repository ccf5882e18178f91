import type { ImportPreviewCard } from '@revisely/contracts';
import { ImageIcon, Volume2Icon } from 'lucide-react';
import { RichText } from '@/components/rich-text/rich-text';
import { Badge } from '@/components/ui/badge';

const STATE_LABELS: Record<ImportPreviewCard['state'], string | null> = {
  new: null,
  learning: 'Learning',
  review: 'Reviewed',
  relearning: 'Relearning',
};

/**
 * The first cards as they will be imported, their text shown as the deck will show it (bold,
 * italic, maths; a cloze card's deletions highlighted), media and review state as badges.
 */
export function ImportPreviewList({ cards, showDeck }: { cards: readonly ImportPreviewCard[]; showDeck: boolean }) {
  return (
    <ol aria-label="Preview of the first cards" className="grid gap-2">
      {cards.map((card, i) => {
        const state = STATE_LABELS[card.state];
        return (
          <li key={i} className="grid gap-1.5 rounded-xl border border-border bg-card p-3 text-sm">
            <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
              <span className="font-semibold text-foreground">Card {i + 1}</span>
              {showDeck && <span className="truncate">· {card.deckName}</span>}
              {card.cloze_index !== null && <Badge variant="outline">Cloze {card.cloze_index}</Badge>}
              {(card.hasFrontImage || card.hasBackImage) && (
                <Badge variant="outline">
                  <ImageIcon aria-hidden="true" />
                  Image
                </Badge>
              )}
              {card.hasAudio && (
                <Badge variant="outline">
                  <Volume2Icon aria-hidden="true" />
                  Sound
                </Badge>
              )}
              {state && <Badge variant="success">{state}</Badge>}
            </div>
            <p className="line-clamp-3 font-medium break-words whitespace-pre-line">
              <span className="sr-only">Front: </span>
              {card.front_text ? (
                <RichText text={card.front_text} cloze={card.cloze_index === null ? undefined : 'all'} />
              ) : (
                <span className="text-muted-foreground italic">Image only</span>
              )}
            </p>
            <p className="line-clamp-3 break-words whitespace-pre-line text-muted-foreground">
              <span className="sr-only">Back: </span>
              {card.back_text ? <RichText text={card.back_text} /> : '—'}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
