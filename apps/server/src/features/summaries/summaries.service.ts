import { randomUUID } from 'node:crypto';
import {
  MAX_IMAGE_BYTES,
  SUMMARY_XP,
  type AwardResult,
  type CreateSummaryRequest,
  type CreateSummaryResponse,
  type Summary,
} from '@revisely/contracts';
import type { Summariser } from '../../adapters/summariser/summariser.js';
import type { Clock } from '../../core/clock.js';
import { badRequest, notFound } from '../../core/http-error.js';
import { validateImageUpload } from '../../core/image-type.js';
import type { StoredFiles, SummarySources, XpAwarder } from '../../core/ports.js';
import type { SummariesRepository, SummaryRow } from './summaries.repository.js';

const MIME: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export interface SummariesServiceDeps {
  repo: SummariesRepository;
  summariser: Summariser;
  files: StoredFiles;
  xp: XpAwarder;
  clock: Clock;
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
function decodePhoto(value: string | null | undefined): Buffer | null {
  if (!value) return null;
  const base64 = value.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (base64.length === 0) return null;
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(base64)) throw badRequest('photoUrl must be the base64 of an image');
  return Buffer.from(base64, 'base64');
}

export class SummariesService implements SummarySources {
  constructor(private readonly deps: SummariesServiceDeps) {}

  toSummary(row: SummaryRow): Summary {
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

    const photo = decodePhoto(input.photoUrl);
    const photoType = photo ? validateImageUpload(photo, MAX_IMAGE_BYTES) : null;

    const points = await summariser.summarise({
      text,
      subject: input.subject,
      topic: input.topic,
      qualification: input.qualification,
    });
    if (points.length === 0) throw badRequest('No Text Content: the notes did not contain any sentences to summarise.');

    // The photo is stored first; its row, the summary and the XP then commit together, and if that
    // fails the stored photo is deleted again (a crash in between leaves an orphan for the sweep).
    const photoFile =
      photo && photoType
        ? await files.store({
            userId,
            data: photo,
            mimeType: MIME[photoType] ?? 'application/octet-stream',
            purpose: 'summary_photo',
          })
        : null;
    const id = randomUUID();
    const now = clock.now();
    let award: AwardResult;
    try {
      award = await repo.transaction(async (trx) => {
        if (photoFile) await files.record(trx, photoFile);
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
        return xp.award({ userId, reason: 'summary_created', amount: SUMMARY_XP, timeZone }, trx);
      });
    } catch (error) {
      if (photoFile) await files.discard(photoFile).catch(() => undefined);
      throw error;
    }
    return { id, summary: points, ...award };
  }

  async list(userId: string): Promise<Summary[]> {
    return (await this.deps.repo.listForUser(userId)).map((row) => this.toSummary(row));
  }

  async get(userId: string, id: string): Promise<Summary> {
    const row = await this.deps.repo.findOwned(userId, id);
    if (!row) throw notFound('Summary not found');
    return this.toSummary(row);
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
    // The rows go in one transaction and the photo's bytes only after it committed: a failed
    // delete keeps a working summary, and a crash after the commit leaves an orphan for the sweep.
    const removeBytes = await repo.transaction(async (trx) => {
      const existing = await repo.findOwned(userId, id, trx);
      if (!existing) throw notFound('Summary not found');
      await repo.delete(userId, id, trx);
      return existing.photo_file_id ? files.unrecord(trx, userId, existing.photo_file_id) : null;
    });
    if (removeBytes) await removeBytes();
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
