import { randomUUID } from 'node:crypto';
import {
  DEFAULT_SUMMARY_LENGTH,
  MAX_IMAGE_BYTES,
  MAX_SUMMARY_PHOTOS_TOTAL_BYTES,
  PHOTOS_TOO_LARGE,
  SUMMARY_XP,
  type AwardResult,
  type CreateSummaryRequest,
  type CreateSummaryResponse,
  type Summary,
  type SummariseSectionRequest,
  type SummaryLength,
} from '@revisely/contracts';
import type { Summariser } from '../../adapters/summariser/summariser.js';
import type { Clock } from '../../core/clock.js';
import { badRequest, notFound, payloadTooLarge } from '../../core/http-error.js';
import { validateImageUpload } from '../../core/image-type.js';
import type { PendingFile, StoredFiles, SummaryLengthPreference, SummarySources, XpAwarder } from '../../core/ports.js';
import type { SummariesRepository, SummaryRow } from './summaries.repository.js';

const MIME: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export interface SummariesServiceDeps {
  repo: SummariesRepository;
  summariser: Summariser;
  files: StoredFiles;
  xp: XpAwarder;
  clock: Clock;
  /** The student's saved summary length, used when a request does not name one; without it, standard. */
  lengths?: SummaryLengthPreference;
}

function parsePoints(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/** Accepts bare base64 or a data: URL; returns null for "no photo". */
function decodePhoto(value: string | null | undefined, field = 'photoUrl'): Buffer | null {
  if (!value) return null;
  const base64 = value.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (base64.length === 0) return null;
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(base64)) throw badRequest(`${field} must be the base64 of an image`);
  return Buffer.from(base64, 'base64');
}

/**
 * The pages' photos in page order, each checked like a single photo: `photos` when sent (empty
 * entries are pages without a photo, e.g. pasted text), else the one `photoUrl` of older clients.
 */
function decodePhotos(input: CreateSummaryRequest): { data: Buffer; mimeType: string }[] {
  const sent = input.photos
    ? input.photos.map((photo, i) => decodePhoto(photo, `photos[${i}]`))
    : [decodePhoto(input.photoUrl)];
  const photos = sent.filter((photo): photo is Buffer => photo !== null);
  if (photos.reduce((total, photo) => total + photo.length, 0) > MAX_SUMMARY_PHOTOS_TOTAL_BYTES)
    throw payloadTooLarge(PHOTOS_TOO_LARGE);
  return photos.map((data) => ({
    data,
    mimeType: MIME[validateImageUpload(data, MAX_IMAGE_BYTES)] ?? 'application/octet-stream',
  }));
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Share of a point's words that must appear in the notes for it to count as drawn from them. */
const DRAWN_FROM_SHARE = 0.8;

/**
 * Whether each point is drawn from the notes: most of its words appear in them. The summariser
 * condenses sentences but does not invent wording, so its points pass; a point made up elsewhere
 * (or for other notes) does not.
 */
export function pointsDrawnFrom(points: readonly string[], text: string): boolean {
  const known = new Set(wordsOf(text));
  return points.every((point) => {
    const words = wordsOf(point);
    return words.length > 0 && words.filter((word) => known.has(word)).length >= words.length * DRAWN_FROM_SHARE;
  });
}

export class SummariesService implements SummarySources {
  constructor(private readonly deps: SummariesServiceDeps) {}

  /** `pages` are the page photos' file ids in order; a summary from before pages has only photo_file_id. */
  toSummary(row: SummaryRow, pages: readonly string[] = []): Summary {
    const fileIds = pages.length > 0 ? pages : row.photo_file_id ? [row.photo_file_id] : [];
    return {
      id: row.id,
      subject: row.subject,
      topic: row.topic,
      qualification: row.qualification,
      examBoard: row.exam_board,
      summary: parsePoints(row.points_json),
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
      photoUrl: row.photo_file_id ? this.deps.files.urlFor(row.photo_file_id) : null,
      photoUrls: fileIds.map((fileId) => this.deps.files.urlFor(fileId)),
      originalOcrText: row.original_ocr_text,
      columnFixedText: row.column_fixed_text,
      userEditedText: row.user_edited_text,
    };
  }

  async create(userId: string, timeZone: string, input: CreateSummaryRequest): Promise<CreateSummaryResponse> {
    const { repo, summariser, files, xp, clock } = this.deps;
    // The student's edit wins; the column-fixed and raw OCR text are fallbacks.
    const text = [input.userEditedText, input.columnFixedText, input.originalOcrText].find(
      (t) => t && t.trim().length > 0,
    );
    if (!text) throw badRequest('No Text Content: there is no text to summarise.');

    const photos = decodePhotos(input);

    // Points made section by section are kept when they come from this text (ADR 0021).
    if (input.points && !pointsDrawnFrom(input.points, text))
      throw badRequest('points must be drawn from the notes sent with them');
    const points =
      input.points ??
      (await summariser.summarise({
        text,
        subject: input.subject,
        topic: input.topic,
        qualification: input.qualification,
        length: await this.lengthFor(userId, input.length),
      }));
    if (points.length === 0) throw badRequest('No Text Content: the notes did not contain any sentences to summarise.');

    // The photos are stored first (one after another, to hold one stripped copy at a time); their
    // rows, the summary, its pages and the XP then commit together, and if anything fails the stored
    // photos are deleted again (a crash in between leaves orphans for the sweep).
    const stored: PendingFile[] = [];
    const discardStored = () => Promise.all(stored.map((file) => files.discard(file).catch(() => undefined)));
    try {
      for (const photo of photos) stored.push(await files.store({ userId, ...photo, purpose: 'summary_photo' }));
    } catch (error) {
      await discardStored();
      throw error;
    }
    const photoFile = stored[0] ?? null;
    const id = randomUUID();
    const now = clock.now();
    let award: AwardResult;
    try {
      award = await repo.transaction(async (trx) => {
        for (const file of stored) await files.record(trx, file);
        await repo.insert(
          {
            id,
            user_id: userId,
            subject: input.subject,
            topic: input.topic,
            qualification: input.qualification,
            exam_board: input.examBoard || null,
            original_ocr_text: input.originalOcrText ?? null,
            column_fixed_text: input.columnFixedText ?? null,
            user_edited_text: input.userEditedText ?? null,
            points_json: JSON.stringify(points),
            photo_file_id: photoFile?.id ?? null,
            created_at: now,
            updated_at: now,
          },
          trx,
        );
        await repo.insertPages(
          id,
          stored.map((file) => file.id),
          trx,
        );
        return xp.award({ userId, reason: 'summary_created', amount: SUMMARY_XP, timeZone }, trx);
      });
    } catch (error) {
      await discardStored();
      throw error;
    }
    return { id, summary: points, ...award };
  }

  /** One section of long material summarised; nothing is stored (the wizard collects the points). */
  async summariseSection(userId: string, input: SummariseSectionRequest): Promise<{ points: string[] }> {
    const points = await this.deps.summariser.summarise({
      ...input,
      length: await this.lengthFor(userId, input.length),
    });
    if (points.length === 0) throw badRequest('No Text Content: this section has no sentences to summarise.');
    return { points };
  }

  /** The length asked for, else the student's saved one (issue 27). */
  private async lengthFor(userId: string, asked: SummaryLength | undefined): Promise<SummaryLength> {
    return asked ?? (await this.deps.lengths?.preferredLength(userId)) ?? DEFAULT_SUMMARY_LENGTH;
  }

  async list(userId: string): Promise<Summary[]> {
    const rows = await this.deps.repo.listForUser(userId);
    const pages = await this.deps.repo.pageFiles(rows.map((row) => row.id));
    return rows.map((row) => this.toSummary(row, pages.get(row.id)));
  }

  async get(userId: string, id: string): Promise<Summary> {
    const row = await this.deps.repo.findOwned(userId, id);
    if (!row) throw notFound('Summary not found');
    const pages = await this.deps.repo.pageFiles([id]);
    return this.toSummary(row, pages.get(id));
  }

  async update(
    userId: string,
    id: string,
    input: {
      subject: string;
      topic: string;
      qualification?: string | undefined;
      exam_board?: string | null | undefined;
      examBoard?: string | null | undefined;
      summary: string[];
    },
  ): Promise<Summary> {
    const existing = await this.deps.repo.findOwned(userId, id);
    if (!existing) throw notFound('Summary not found');
    const board = input.exam_board !== undefined ? input.exam_board : input.examBoard;
    await this.deps.repo.update(userId, id, {
      subject: input.subject,
      topic: input.topic,
      qualification: input.qualification?.trim() || existing.qualification,
      exam_board: board === undefined ? existing.exam_board : board || null,
      points_json: JSON.stringify(input.summary),
      updated_at: this.deps.clock.now(),
    });
    return this.get(userId, id);
  }

  async delete(userId: string, id: string): Promise<void> {
    const { repo, files } = this.deps;
    // The rows go in one transaction and the photos' bytes only after it committed: a failed
    // delete keeps a working summary, and a crash after the commit leaves orphans for the sweep.
    const removeBytes = await repo.transaction(async (trx) => {
      const existing = await repo.findOwned(userId, id, trx);
      if (!existing) throw notFound('Summary not found');
      const pages = (await repo.pageFiles([id], trx)).get(id) ?? [];
      const fileIds = new Set([...pages, ...(existing.photo_file_id ? [existing.photo_file_id] : [])]);
      await repo.deletePages(id, trx);
      await repo.delete(userId, id, trx);
      const removals = [];
      for (const fileId of fileIds) removals.push(await files.unrecord(trx, userId, fileId));
      return removals;
    });
    for (const remove of removeBytes) if (remove) await remove();
  }

  async summarySource(userId: string, summaryId: string): Promise<{ points: string; notes: string | null } | null> {
    const row = await this.deps.repo.findOwned(userId, summaryId);
    if (!row) return null;
    const notes = row.user_edited_text ?? row.column_fixed_text ?? row.original_ocr_text ?? null;
    return { points: parsePoints(row.points_json).join('\n'), notes };
  }

  /** Text of the user's summaries, for features that mine them (e.g. card suggestions). */
  async sourcesForTopic(userId: string, topic: string): Promise<{ text: string }[]> {
    const needle = topic.trim().toLowerCase();
    return (await this.deps.repo.listForUser(userId))
      .filter(
        (r) =>
          `${r.topic} ${r.subject}`.toLowerCase().includes(needle) ||
          parsePoints(r.points_json).join(' ').toLowerCase().includes(needle),
      )
      .map((r) => ({
        text: [
          r.user_edited_text ?? r.column_fixed_text ?? r.original_ocr_text ?? '',
          ...parsePoints(r.points_json),
        ].join('\n'),
      }));
  }
}
