import type { Clock } from '../../core/clock.js';
import { notFound } from '../../core/http-error.js';
import type { FileReader } from '../../core/ports.js';
import { localDay } from '../../core/time-zone.js';
import { buildAnkiPackage } from './anki-package.js';
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
const STATES = ['new', 'learning', 'review', 'relearning'];
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

  async anki(userId: string, deckIds: string[]): Promise<Buffer> {
    const unique = [...new Set(deckIds)];
    const { decks, cards } = await this.repo.decksWithCards(userId, unique);
    // Any id that is not one of the user's decks is a 404, so nobody learns what exists.
    if (decks.length !== unique.length) throw notFound('Deck not found');
    const order = new Map(unique.map((id, i) => [id, i]));
    decks.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    const { names, media } = await this.mediaFor(
      userId,
      cards.flatMap((c) => [c.front_image_id, c.back_image_id, c.audio_id]),
    );
    const nameOf = (id: string | null | undefined) => (id ? (names.get(id) ?? null) : null);
    return buildAnkiPackage(
      decks.map((d) => ({
        id: d.id,
        name: d.name,
        subject: d.subject,
        topic: d.topic,
        cards: cards
          .filter((c) => c.deck_id === d.id)
          .map((c) => ({
            id: c.id,
            front: c.front_text,
            back: c.back_text,
            explanation: c.explanation,
            noteGuid: c.note_guid ?? null,
            clozeIndex: c.cloze_index ?? null,
            frontImage: nameOf(c.front_image_id),
            backImage: nameOf(c.back_image_id),
            audio: nameOf(c.audio_id),
          })),
      })),
      { now: this.clock.now(), media },
    );
  }

  /** Everything the user owns, never secrets (no password hash, token version or tokens). */
  async userData(userId: string, stats: unknown, preferences?: unknown): Promise<Record<string, unknown>> {
    const user = await this.repo.user(userId);
    if (!user) throw notFound('User not found');
    const [summaries, { decks, cards }, reviews, feedback, xp, days] = await Promise.all([
      this.repo.summaries(userId),
      this.repo.decksWithCards(userId),
      this.repo.reviewLogs(userId),
      this.repo.feedback(userId),
      this.repo.xpEvents(userId),
      this.repo.activityDays(userId),
    ]);
    return {
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
      decks: decks.map((d) => ({
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
        cards: cards
          .filter((c) => c.deck_id === d.id)
          .map((c) => ({
            id: c.id,
            position: c.position,
            front_text: c.front_text,
            back_text: c.back_text,
            explanation: c.explanation,
            noteGuid: c.note_guid ?? null,
            clozeIndex: c.cloze_index ?? null,
            createdAt: iso(c.created_at),
            scheduling: {
              state: STATES[c.state] ?? 'new',
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
          })),
      })),
      reviewLog: reviews.map((r) => ({
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
  }
}
