import { parseCloze, type Flashcard } from '@revisely/contracts';

/**
 * A card as the practice modes ask it. A cloze card is asked as its gap: the prompt is its front
 * with deletion N hidden (RichText renders it from `frontText` + `clozeIndex`), the answer is what
 * the gap holds. A reversed card is just a card.
 */
export interface PracticeCard {
  id: string;
  frontText: string;
  clozeIndex: number | null;
  /** The text a student must give (a cloze card: its gap's answers, joined). */
  answer: string;
  /** The question as plain text, for unit names in marking and for the voice. */
  promptText: string;
  frontImageId: string | null;
  backImageId: string | null;
  audioId: string | null;
  /** When the card is next due for review (ISO), for 'Add to today's reviews'. */
  due: string;
  state: Flashcard['state'];
}

/** The gap's answers for deletion `index`, in order, without duplicates. */
function clozeAnswer(text: string, index: number): string {
  const answers = parseCloze(text).flatMap((s) => (s.kind === 'cloze' && s.index === index ? [s.answer.trim()] : []));
  return [...new Set(answers)].join(', ');
}

function clozePrompt(text: string, index: number): string {
  return parseCloze(text)
    .map((s) => (s.kind === 'text' ? s.text : s.index === index ? '___' : s.answer))
    .join('');
}

/** The deck's cards that can be practised (a card with no answer text cannot be marked), in deck order. */
export function toPracticeCards(cards: readonly Flashcard[]): PracticeCard[] {
  const out: PracticeCard[] = [];
  for (const card of cards) {
    const cloze = card.cloze_index ?? null;
    const answer = cloze === null ? card.back_text.trim() : clozeAnswer(card.front_text, cloze);
    if (!answer) continue;
    out.push({
      id: card.id,
      frontText: card.front_text.trim(),
      clozeIndex: cloze,
      answer,
      promptText: cloze === null ? card.front_text.trim() : clozePrompt(card.front_text, cloze),
      frontImageId: card.front_image_id ?? null,
      backImageId: card.back_image_id ?? null,
      audioId: card.audio_id ?? null,
      due: card.due,
      state: card.state,
    });
  }
  return out;
}
