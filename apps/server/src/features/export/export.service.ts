import { CardStateSchema, cardStateName } from '@revisely/contracts';
import type { Clock } from '../../core/clock.js';
import { notFound } from '../../core/http-error.js';
import type { FileReader } from '../../core/ports.js';
import { localDay } from '../../core/time-zone.js';
import type { CardsTable, ReviewLogsTable } from '../../db/schema.js';
import type { AnkiPackageBuilder } from './anki-export-pool.js';
import { buildAnkiPackage, type AnkiCardInput, type AnkiDeckInput } from './anki-package.js';
import type { ExportRepository } from './export.repository.js';

const MEDIA_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'audio/webm': 'webm',
  'audio/mp4': 'm4a',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
};

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
/** Stored state numbers to names: the contracts' one list (ts-fsrs `State` order). */
const STATES = CardStateSchema.options;
const RATINGS = ['', 'again', 'hard', 'good', 'easy'];

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

export class ExportService {
  constructor(
    private readonly repo: ExportRepository,
    private readonly clock: Clock,
    /** Card images and clips go into the package as Anki media; without a reader they are left out. */
    private readonly files?: FileReader,
    /** Builds the package: on the export pool's thread in the app (ADR 0024), in place in unit tests. */
    private readonly build: AnkiPackageBuilder = buildAnkiPackage,
  ) {}

  /** Reads each referenced file once; a file that has gone is left out rather than failing the export. */
  private async mediaFor(userId: string, ids: (string | null | undefined)[]) {
    const names = new Map<string, string>();
    const media: { name: string; data: Buffer }[] = [];
    if (!this.files) return { names, media };
    for (const id of new Set(ids.filter((i): i is string => Boolean(i)))) {
      const file = await this.files.read(userId, id).catch(() => null);
      if (!file) continue;
      const name = `revisely-${id}.${MEDIA_EXTENSIONS[file.mimeType] ?? 'bin'}`;
      names.set(id, name);
      media.push({ name, data: file.data });
    }
    return { names, media };
  }

  /** The file name carries the user's local date, e.g. revisely-anki-2026-11-22.apkg. */
  fileName(prefix: string, ext: string, timeZone: string): string {
    return `${prefix}-${localDay(this.clock.now(), timeZone)}.${ext}`;
  }

  /**
   * The chosen decks as an Anki package with each card's schedule and review history. Cards are
   * read a page at a time and the package is built off the event loop, so a big deck does not
   * stall other requests. `parentDeck` nests the decks under one 'Revisely' deck.
   */
  async anki(userId: string, deckIds: string[], options: { parentDeck?: boolean } = {}): Promise<Buffer> {
    const unique = [...new Set(deckIds)];
    const decks = await this.repo.decks(userId, unique);
    // Any id that is not one of the user's decks is a 404, so nobody learns what exists.
    if (decks.length !== unique.length) throw notFound('Deck not found');
    const order = new Map(unique.map((id, i) => [id, i]));
    decks.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    const inputs: AnkiDeckInput[] = [];
    const mediaIds: (string | null | undefined)[] = [];
    for (const d of decks) {
      const cards: AnkiCardInput[] = [];
      for await (const page of this.repo.cardPages(userId, d.id)) {
        const reviews = groupBy(
          await this.repo.reviewsOfCards(
            userId,
            page.map((c) => c.id),
          ),
          (r) => r.card_id,
        );
        for (const c of page) {
          mediaIds.push(c.front_image_id, c.back_image_id, c.audio_id);
          cards.push(ankiCard(c, reviews.get(c.id) ?? []));
        }
      }
      inputs.push({ id: d.id, name: d.name, subject: d.subject, topic: d.topic, cards });
    }
    const { names, media } = await this.mediaFor(userId, mediaIds);
    const nameOf = (id: string | null | undefined) => (id ? (names.get(id) ?? null) : null);
    for (const deck of inputs) {
      for (const card of deck.cards) {
        card.frontImage = nameOf(card.frontImage);
        card.backImage = nameOf(card.backImage);
        card.audio = nameOf(card.audio);
      }
    }
    return this.build(inputs, { now: this.clock.now(), media, parentDeck: options.parentDeck ?? false });
  }

  /**
   * Everything the user owns, never secrets (no password hash, token version or tokens), as JSON
   * text in pieces: decks' cards and the review log are read and written a page at a time, so the
   * export of a big account neither builds one huge string nor holds the event loop. Throws (404)
   * before the first piece when the user is gone.
   */
  async userData(userId: string, stats: unknown, preferences?: unknown): Promise<AsyncIterable<string>> {
    const user = await this.repo.user(userId);
    if (!user) throw notFound('User not found');
    const [summaries, decks, feedback, xp, days] = await Promise.all([
      this.repo.summaries(userId),
      this.repo.decks(userId),
      this.repo.feedback(userId),
      this.repo.xpEvents(userId),
      this.repo.activityDays(userId),
    ]);
    const head = {
      format: 'revisely-export',
      version: 1,
      exportedAt: new Date(this.clock.now()).toISOString(),
      profile: {
        id: user.id,
        email: user.email,
        username: user.username,
        displayName: user.display_name,
        timeZone: user.time_zone,
        createdAt: iso(user.created_at),
      },
      stats,
      ...(preferences === undefined ? {} : { preferences }),
      summaries: summaries.map((s) => ({
        id: s.id,
        subject: s.subject,
        topic: s.topic,
        qualification: s.qualification,
        examBoard: s.exam_board,
        summary: parseJson(s.points_json),
        originalOcrText: s.original_ocr_text,
        columnFixedText: s.column_fixed_text,
        userEditedText: s.user_edited_text,
        hasPhoto: s.photo_file_id !== null,
        createdAt: iso(s.created_at),
        updatedAt: iso(s.updated_at),
      })),
      feedback: feedback.map((f) => ({
        id: f.id,
        feedbackType: f.feedback_type,
        category: f.category,
        customCategory: f.custom_category,
        subject: f.subject,
        message: f.message,
        priorityLevel: f.priority_level,
        contactPermission: f.contact_permission === 1,
        hasAttachment: f.attachment_file_id !== null,
        createdAt: iso(f.created_at),
      })),
      xpHistory: xp.map((e) => ({ reason: e.reason, amount: e.amount, at: iso(e.created_at) })),
      activityDays: days.map((d) => d.day),
    };
    const repo = this.repo;
    return (async function* pieces() {
      // An object's JSON without its closing brace, so more members can follow.
      const open = (value: object) => JSON.stringify(value).slice(0, -1);
      yield `${open(head)},"decks":[`;
      let firstDeck = true;
      for (const d of decks) {
        const deck = {
          id: d.id,
          name: d.name,
          subject: d.subject,
          topic: d.topic,
          qualification: d.qualification,
          examBoard: d.exam_board,
          description: d.description,
          tags: parseJson(d.tags_json),
          difficulty: d.difficulty,
          createdAt: iso(d.created_at),
        };
        yield `${firstDeck ? '' : ','}${open(deck)},"cards":[`;
        firstDeck = false;
        let firstPage = true;
        for await (const page of repo.cardPages(userId, d.id)) {
          yield (firstPage ? '' : ',') + page.map((c) => JSON.stringify(exportedCard(c))).join(',');
          firstPage = false;
        }
        yield ']}';
      }
      yield '],"reviewLog":[';
      let firstPage = true;
      for await (const page of repo.reviewLogPages(userId)) {
        yield (firstPage ? '' : ',') + page.map((r) => JSON.stringify(exportedReview(r))).join(',');
        firstPage = false;
      }
      yield ']}\n';
    })();
  }
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/** A card for the package, its media still as file ids (named once the files are read). */
function ankiCard(c: CardsTable, reviews: ReviewLogsTable[]): AnkiCardInput {
  return {
    id: c.id,
    front: c.front_text,
    back: c.back_text,
    explanation: c.explanation,
    noteGuid: c.note_guid ?? null,
    clozeIndex: c.cloze_index ?? null,
    frontImage: c.front_image_id ?? null,
    backImage: c.back_image_id ?? null,
    audio: c.audio_id ?? null,
    schedule: {
      state: Number(c.state),
      dueAt: Number(c.due_at),
      stability: Number(c.stability),
      difficulty: Number(c.difficulty),
      scheduledDays: Number(c.scheduled_days),
      reps: Number(c.reps),
      lapses: Number(c.lapses),
      lastReviewAt: c.last_review_at === null ? null : Number(c.last_review_at),
      reviews: reviews.map((r) => ({
        rating: Number(r.rating),
        stateBefore: Number(r.state_before),
        stateAfter: Number(r.state_after),
        dueAfter: Number(r.due_after),
        scheduledDays: Number(r.scheduled_days),
        responseTimeMs: r.response_time_ms === null ? null : Number(r.response_time_ms),
        reviewedAt: Number(r.reviewed_at),
      })),
    },
  };
}

function exportedCard(c: CardsTable) {
  return {
    id: c.id,
    position: c.position,
    front_text: c.front_text,
    back_text: c.back_text,
    explanation: c.explanation,
    noteGuid: c.note_guid ?? null,
    clozeIndex: c.cloze_index ?? null,
    createdAt: iso(c.created_at),
    scheduling: {
      state: cardStateName(c.state),
      due: iso(c.due_at),
      stability: c.stability,
      difficulty: c.difficulty,
      elapsedDays: c.elapsed_days,
      scheduledDays: c.scheduled_days,
      learningSteps: c.learning_steps,
      reps: c.reps,
      lapses: c.lapses,
      lastReview: iso(c.last_review_at),
    },
  };
}

function exportedReview(r: ReviewLogsTable) {
  return {
    id: r.id,
    cardId: r.card_id,
    deckId: r.deck_id,
    rating: RATINGS[r.rating] ?? String(r.rating),
    stateBefore: STATES[r.state_before],
    stateAfter: STATES[r.state_after],
    dueBefore: iso(r.due_before),
    dueAfter: iso(r.due_after),
    stability: r.stability_after,
    difficulty: r.difficulty_after,
    elapsedDays: r.elapsed_days,
    scheduledDays: r.scheduled_days,
    responseTimeMs: r.response_time_ms,
    reviewedAt: iso(r.reviewed_at),
  };
}
