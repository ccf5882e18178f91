import { randomUUID } from 'node:crypto';
import {
  DECK_CARDS_PAGE_MAX,
  DEFAULT_EXAM_BOARD,
  fitDeckName,
  hasCloze,
  revealCloze,
  TARGET_RETENTION_DEFAULT,
} from '@revisely/contracts';
import type {
  CardInput,
  CreateDeckRequest,
  Deck,
  DeckCardsPageQuery,
  DeckWithCards,
  Flashcard,
  GenerateResponse,
  UpdateCardRequest,
  UpdateDeckRequest,
} from '@revisely/contracts';
import type { CardGenerator } from '../../adapters/card-generator/card-generator.js';
import type { HighYieldSuggester, SuggestedCard } from '../../adapters/card-generator/high-yield.js';
import { toFlashcard } from '../../core/card-view.js';
import type { Clock } from '../../core/clock.js';
import { deckExamFields } from '../../core/exam-day.js';
import { assertDeckRoom } from '../../core/deck-limit.js';
import { badRequest, notFound } from '../../core/http-error.js';
import { cardTextBytes, type UserStorage } from '../../core/user-storage.js';
import type { CardMediaFiles, SummarySources, XpAwarder } from '../../core/ports.js';
import type { CardsTable } from '../../db/schema.js';
import {
  clean,
  mediaIdsOf,
  mediaRefs,
  normaliseCard,
  parseTags,
  type GenerateInput,
  type MediaFields,
} from './card-inputs.js';
import { saveClozeNote } from './cloze-note-edit.js';
import { expandAll, expandCloze } from './cloze-notes.js';
import type { DeckListRow, DeckRow, DecksRepository, NewCard } from './decks.repository.js';

export const GENERATION_REQUIRED = 'Subject, exam board, and qualification are required';
/** XP per generated card (docs/gamification.md). */
export const XP_PER_GENERATED_CARD = 2;

export interface DecksServiceDeps {
  repo: DecksRepository;
  generator: CardGenerator;
  /** Suggestions from the user's own material (the built-in miner, topped up by an LLM if set). */
  highYield: HighYieldSuggester;
  summaries: SummarySources;
  xp: XpAwarder;
  clock: Clock;
  /** Checks and releases the images and voice clips cards reference. */
  media: CardMediaFiles;
  /** Most cards one deck may hold (DECK_CARD_LIMIT). */
  deckCardLimit: number;
  /** The per-user storage limit (USER_STORAGE_LIMIT_BYTES). */
  storage?: Pick<UserStorage, 'assertRoom'>;
}

const pageOf = (query: DeckCardsPageQuery) => ({
  limit: query.limit ?? DECK_CARDS_PAGE_MAX,
  offset: query.offset ?? 0,
});

/** Tells the student why the deck is smaller than asked (issue 10). */
export const fewerCardsMessage = (made: number) =>
  `Only ${made} ${made === 1 ? 'card' : 'cards'} could be made from this summary.`;

export class DecksService {
  constructor(private readonly deps: DecksServiceDeps) {}

  private toDeck(row: DeckRow, counts: { total: number; due: number }, timeZone: string): Deck {
    const created = new Date(row.created_at).toISOString();
    return {
      id: row.id,
      name: row.name,
      subject: row.subject,
      topic: row.topic,
      qualification: row.qualification,
      exam_board: row.exam_board,
      examBoard: row.exam_board,
      description: row.description,
      tags: parseTags(row.tags_json),
      userPlan: row.user_plan,
      difficulty: row.difficulty || 'medium',
      total_cards: counts.total,
      due_cards: counts.due,
      created_at: created,
      createdAt: created,
      updated_at: new Date(row.updated_at).toISOString(),
      ...deckExamFields(row, this.deps.clock.now(), timeZone),
    };
  }

  /** 422 when `adding` cards would take the deck past DECK_CARD_LIMIT (core/deck-limit.ts). */
  private async assertRoom(deckId: string, adding: number): Promise<void> {
    const { total } = await this.deps.repo.counts(deckId, this.deps.clock.now());
    assertDeckRoom(total, adding, this.deps.deckCardLimit);
  }

  /** 413 when the cards' text would take the user past their storage limit (core/user-storage.ts). */
  private async assertStorage(userId: string, cards: readonly NewCard[], replacing = 0): Promise<void> {
    if (!this.deps.storage) return;
    const adding = cards.reduce((n, c) => n + cardTextBytes(c), 0) - replacing;
    if (adding > 0) await this.deps.storage.assertRoom(userId, adding);
  }

  private async owned(userId: string, deckId: string): Promise<DeckRow> {
    const deck = await this.deps.repo.findOwned(userId, deckId);
    if (!deck) throw notFound('Deck not found');
    return deck;
  }

  async list(userId: string, timeZone: string): Promise<Deck[]> {
    const rows = await this.deps.repo.listWithCounts(userId, this.deps.clock.now());
    return rows.map((r: DeckListRow) => ({
      ...this.toDeck(r, { total: r.total_cards, due: r.due_cards }, timeZone),
      cover_image_id: r.cover_image_id,
    }));
  }

  /** The deck with one page of its cards (DECK_CARDS_PAGE_MAX at most); counts are the whole deck's. */
  async get(userId: string, deckId: string, timeZone: string, query: DeckCardsPageQuery = {}): Promise<DeckWithCards> {
    const deck = await this.owned(userId, deckId);
    const page = pageOf(query);
    const counts = await this.deps.repo.counts(deckId, this.deps.clock.now());
    const cards = await this.deps.repo.cards(deckId, page);
    const next = page.offset + cards.length;
    return {
      ...this.toDeck(deck, counts, timeZone),
      cards: cards.map(toFlashcard),
      ...(cards.length === page.limit && next < counts.total ? { nextOffset: next } : {}),
    };
  }

  /** One page of the deck's cards; a page shorter than `limit` is the last. */
  async cards(userId: string, deckId: string, query: DeckCardsPageQuery = {}): Promise<Flashcard[]> {
    await this.owned(userId, deckId);
    return (await this.deps.repo.cards(deckId, pageOf(query))).map(toFlashcard);
  }

  async create(
    userId: string,
    timeZone: string,
    input: CreateDeckRequest,
  ): Promise<DeckWithCards & { xpAwarded: number }> {
    const now = this.deps.clock.now();
    const id = randomUUID();
    const cards = expandAll((input.cards ?? []).map(normaliseCard).filter((c): c is NewCard => c !== null));
    assertDeckRoom(0, cards.length, this.deps.deckCardLimit);
    await this.assertStorage(userId, cards);
    await this.deps.media.assertUsable(userId, mediaRefs(input.cards ?? []));
    await this.deps.repo.insertDeck(
      {
        id,
        user_id: userId,
        name: input.name,
        subject: clean(input.subject),
        topic: clean(input.topic),
        qualification: clean(input.qualification),
        exam_board: clean(input.examBoard ?? input.exam_board),
        description: clean(input.description),
        tags_json: JSON.stringify((input.tags ?? []).map((t) => t.trim()).filter(Boolean)),
        user_plan: clean(input.userPlan) ?? 'free',
        difficulty: input.difficulty ?? 'medium',
        source_summary_id: null,
        // A past date may be saved; the rule ignores it (docs/scheduling.md).
        exam_date: input.examDate ?? null,
        target_retention: input.targetRetention ?? TARGET_RETENTION_DEFAULT,
        created_at: now,
        updated_at: now,
      },
      cards,
      now,
    );
    return { ...(await this.get(userId, id, timeZone)), xpAwarded: 0 };
  }

  async update(userId: string, deckId: string, timeZone: string, input: UpdateDeckRequest): Promise<Deck> {
    await this.owned(userId, deckId);
    const changes: Partial<DeckRow> = { updated_at: this.deps.clock.now() };
    if (input.name !== undefined) changes.name = input.name;
    if (input.subject !== undefined) changes.subject = clean(input.subject);
    if (input.topic !== undefined) changes.topic = clean(input.topic);
    if (input.qualification !== undefined) changes.qualification = clean(input.qualification);
    const board = input.exam_board !== undefined ? input.exam_board : input.examBoard;
    if (board !== undefined) changes.exam_board = clean(board);
    if (input.description !== undefined) changes.description = clean(input.description);
    if (input.difficulty !== undefined) changes.difficulty = input.difficulty;
    if (input.examDate !== undefined) changes.exam_date = input.examDate;
    if (input.targetRetention !== undefined) changes.target_retention = input.targetRetention;
    await this.deps.repo.updateDeck(userId, deckId, changes);
    const deck = await this.owned(userId, deckId);
    return this.toDeck(deck, await this.deps.repo.counts(deckId, this.deps.clock.now()), timeZone);
  }

  async delete(userId: string, deckId: string): Promise<void> {
    const media = await this.deps.repo.deckMediaIds(userId, deckId);
    if (!(await this.deps.repo.deleteDeck(userId, deckId))) throw notFound('Deck not found');
    await this.deps.media.release(userId, media);
  }

  async addCard(userId: string, deckId: string, input: CardInput): Promise<Flashcard> {
    await this.owned(userId, deckId);
    const card = normaliseCard(input);
    // A cloze card's back is optional (extra information shown with the answer).
    const cloze = card !== null && hasCloze(card.front_text);
    if (!card || !card.front_text || (!card.back_text && !cloze)) {
      throw badRequest('front_text and back_text are required');
    }
    const cards = expandCloze(card);
    await this.assertRoom(deckId, cards.length);
    await this.assertStorage(userId, cards);
    await this.deps.media.assertUsable(userId, mediaRefs([input]));
    // A cloze note answers with its first card; the siblings are in the deck's card list.
    const [row] = await this.deps.repo.appendCards(deckId, userId, cards, this.deps.clock.now());
    return toFlashcard(row!);
  }

  async addCards(userId: string, deckId: string, inputs: CardInput[]): Promise<Flashcard[]> {
    await this.owned(userId, deckId);
    const cards = expandAll(inputs.map(normaliseCard).filter((c): c is NewCard => c !== null));
    await this.assertRoom(deckId, cards.length);
    await this.assertStorage(userId, cards);
    await this.deps.media.assertUsable(userId, mediaRefs(inputs));
    const rows = await this.deps.repo.appendCards(deckId, userId, cards, this.deps.clock.now());
    return rows.map(toFlashcard);
  }

  /** Applies the card edit, then deletes the images and clips it replaced or removed. */
  async updateCard(userId: string, cardId: string, input: UpdateCardRequest): Promise<Flashcard> {
    const existing = await this.deps.repo.findOwnedCard(userId, cardId);
    if (!existing) throw notFound('Card not found');
    const media: Partial<CardsTable> = {};
    for (const key of ['front_image_id', 'back_image_id', 'audio_id'] as const) {
      if (input[key] !== undefined && input[key] !== (existing[key] ?? null)) media[key] = input[key];
    }
    await this.deps.media.assertUsable(userId, mediaRefs([media]));
    const replaced = (Object.keys(media) as (keyof MediaFields)[]).map((key) => existing[key]);
    const card = await this.applyCardEdit(userId, existing, input, media);
    await this.deps.media.release(userId, replaced);
    return card;
  }

  private async applyCardEdit(
    userId: string,
    existing: CardsTable,
    input: UpdateCardRequest,
    media: Partial<CardsTable>,
  ): Promise<Flashcard> {
    const cardId = existing.id;
    const front = input.front_text !== undefined ? input.front_text.trim() : existing.front_text;
    const back = input.back_text !== undefined ? input.back_text.trim() : existing.back_text;
    const explanation = input.explanation === undefined ? existing.explanation : clean(input.explanation);
    const wasCloze = Boolean(existing.note_guid) && existing.cloze_index != null;
    // A move alone (same text) stays on this card, so its siblings' reviews in flight are not disturbed.
    const sameText =
      front === existing.front_text && back === existing.back_text && explanation === existing.explanation;
    // A note's text is on each sibling; counting it once is enough to refuse a full account's growth.
    if (!sameText) {
      await this.assertStorage(userId, [{ front_text: front, back_text: back, explanation }], cardTextBytes(existing));
    }
    if ((hasCloze(front) || wasCloze) && !(wasCloze && sameText)) {
      return saveClozeNote(this.deps.repo, this.deps.clock.now(), {
        userId,
        existing,
        front,
        back,
        explanation,
        media,
        position: input.position,
      });
    }
    if (wasCloze && sameText) {
      const moved = await this.deps.repo.updateCard(userId, existing.id, {
        ...media,
        ...(input.position === undefined ? {} : { position: input.position }),
        updated_at: this.deps.clock.now(),
      });
      if (!moved) throw notFound('Card not found');
      return toFlashcard(moved);
    }
    if (!front || !back) throw badRequest('front_text and back_text must not be blank');
    const row = await this.deps.repo.updateCard(userId, cardId, {
      front_text: front,
      back_text: back,
      explanation,
      ...media,
      ...(input.position === undefined ? {} : { position: input.position }),
      updated_at: this.deps.clock.now(),
    });
    if (!row) throw notFound('Card not found');
    return toFlashcard(row);
  }

  async deleteCard(userId: string, cardId: string): Promise<void> {
    const card = await this.deps.repo.findOwnedCard(userId, cardId);
    const siblings =
      card?.note_guid && card.cloze_index != null
        ? await this.deps.repo.noteCards(userId, card.deck_id, card.note_guid)
        : card
          ? [card]
          : [];
    if (!(await this.deps.repo.deleteCard(userId, cardId))) throw notFound('Card not found');
    await this.deps.media.release(userId, mediaIdsOf(siblings));
  }

  async generate(userId: string, timeZone: string, input: GenerateInput, deckId?: string): Promise<GenerateResponse> {
    const subject = clean(input.subject);
    // The wizard lets a summary skip its exam board; cards are then made for 'Other' rather than
    // refused (issue 27 item 8). Subject and qualification are still required.
    const examBoard = clean(input.examBoard) ?? DEFAULT_EXAM_BOARD;
    const qualification = clean(input.qualification);
    if (!subject || !qualification) throw badRequest(GENERATION_REQUIRED);
    const topic = clean(input.topic);

    const existing = deckId ? await this.owned(userId, deckId) : undefined;
    let text = Array.isArray(input.summaryText) ? input.summaryText.join('\n') : (input.summaryText ?? '');
    // The notes behind the student's own summary let cards reach facts its points left out.
    const source = input.summaryId ? await this.deps.summaries.summarySource(userId, input.summaryId) : null;
    if (!text.trim() && input.summaryId) {
      text = source?.points ?? '';
      if (!text) throw notFound('Summary not found');
    }
    if (!text.trim()) throw badRequest('summaryText is required: there is nothing to make flashcards from');
    const notes = source?.notes;
    const generated = await this.deps.generator.generate({
      text,
      ...(notes && notes !== text ? { notes } : {}),
      subject,
      topic: topic ?? undefined,
      cardCount: input.cardCount as 5 | 10 | 15 | 20,
      difficulty: input.difficulty,
    });
    if (generated.length === 0) {
      throw badRequest('Could not find enough facts in this text to make flashcards. Try a longer summary.');
    }

    const now = this.deps.clock.now();
    const newCards = generated.map((c) => ({
      front_text: c.front_text,
      back_text: c.back_text,
      explanation: c.explanation || null,
    }));
    let targetId: string;
    let targetName: string;
    let rows;
    if (existing) {
      targetId = existing.id;
      targetName = existing.name;
      await this.assertRoom(existing.id, newCards.length);
      await this.assertStorage(userId, newCards);
      rows = await this.deps.repo.appendCards(existing.id, userId, newCards, now);
    } else {
      targetId = randomUUID();
      // '{subject}: {topic}' can exceed the name limit; the response names the deck as stored.
      targetName = clean(input.deckName) ?? fitDeckName(topic ? `${subject}: ${topic}` : subject);
      await this.assertStorage(userId, newCards);
      rows = await this.deps.repo.insertDeck(
        {
          id: targetId,
          user_id: userId,
          name: targetName,
          subject,
          topic,
          qualification,
          exam_board: examBoard,
          description: null,
          tags_json: '[]',
          user_plan: 'free',
          difficulty: input.difficulty,
          source_summary_id: input.summaryId && !input.summaryText ? input.summaryId : null,
          exam_date: null,
          target_retention: TARGET_RETENTION_DEFAULT,
          created_at: now,
          updated_at: now,
        },
        newCards,
        now,
      );
    }
    const award = await this.deps.xp.award({
      userId,
      reason: 'cards_generated',
      amount: rows.length * XP_PER_GENERATED_CARD,
      timeZone,
    });
    const made = rows.length;
    return {
      ...award,
      cards: rows.map(toFlashcard),
      deckId: targetId,
      deckName: targetName,
      requestedCount: input.cardCount,
      message: made < input.cardCount ? fewerCardsMessage(made) : null,
    };
  }

  async highYield(userId: string, topic: string): Promise<SuggestedCard[]> {
    const [summaries, cardTexts] = await Promise.all([
      this.deps.summaries.sourcesForTopic(userId, topic),
      this.deps.repo.cardTextsForTopic(userId, topic),
    ]);
    // Cloze markers are not words; the miner reads the note as revealed.
    const sources = [...summaries, ...cardTexts.map((text) => ({ text: revealCloze(text) }))];
    if (sources.length === 0) return [];
    return this.deps.highYield.suggest(topic, sources);
  }
}
