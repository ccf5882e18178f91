import { CARD_AUDIO_MAX_BYTES, CARD_AUDIO_MAX_SECONDS, type CardMediaKind } from '@revisely/contracts';
import { checkImagePixels } from '../../core/image-pixels.js';
import { validateImageUpload } from '../../core/image-type.js';
import { HttpError, notFound } from '../../core/http-error.js';
import type { Clock } from '../../core/clock.js';
import type { CardMediaFiles, StoredFiles, UnusedFilesSweep } from '../../core/ports.js';
import { contentHash } from '../../core/user-storage.js';
import { audioDurationSeconds, isRecordedAudioType } from './audio-duration.js';
import { detectAudioType } from '../../core/audio-type.js';
import { CARD_MEDIA_PURPOSES, type CardMediaRepository } from './card-media.repository.js';

export const AUDIO_TOO_LARGE = 'File Too Large: Voice clips must be smaller than 1MB.';
export const AUDIO_UNSUPPORTED = 'Unsupported File Type: Please upload a WebM, MP4, Ogg or MP3 voice clip.';
export const CLIP_TOO_LONG = `Clip Too Long: Voice clips can be at most ${CARD_AUDIO_MAX_SECONDS} seconds.`;
export const CLIP_UNREADABLE = 'Unreadable Clip: This voice clip seems damaged. Please record it again.';
export const MEDIA_NOT_FOUND = 'Card image or voice clip not found';

/**
 * The recorder stops itself at 30 s on a 250 ms tick (up to a second late in a hidden tab, where
 * browsers slow timers to once a second), and a block-timed WebM length adds one frame: a second
 * of slack keeps every clip the recorder can make while refusing longer ones.
 */
export const CLIP_MAX_SECONDS = CARD_AUDIO_MAX_SECONDS + 1;

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How long an upload may wait for the card that uses it before the sweep deletes it: longer than
 * the web builder keeps a draft holding its id (14 days, DRAFT_MAX_AGE_MS in apps/web/src/lib/drafts.ts),
 * so a restored draft never finds its images gone, and far longer than any card save in flight.
 */
export const UNATTACHED_MEDIA_MAX_AGE_MS = 15 * DAY_MS;
/** Files examined per query, and removed per sweep at most (the rest wait for the next hour). */
const SWEEP_BATCH = 200;
const SWEEP_MAX_PER_RUN = 5_000;

const MIME_BY_IMAGE = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/**
 * Images and voice clips on cards. Uploads are checked by content and stored as files of the
 * user's own (the file store strips image metadata), once per content: the same bytes uploaded
 * again return the same id (ADR 0024). Cards then reference them by id. A file no
 * card references any more is deleted when its card changes or goes, and one no card ever
 * referenced (a builder closed without saving) by the hourly sweep once it is old enough.
 */
export class CardMediaService implements CardMediaFiles, UnusedFilesSweep {
  constructor(
    private readonly repo: CardMediaRepository,
    private readonly files: StoredFiles,
    private readonly clock: Clock,
  ) {}

  async upload(userId: string, kind: CardMediaKind, data: Buffer): Promise<{ id: string }> {
    if (kind === 'image') {
      const type = validateImageUpload(data);
      await checkImagePixels(data);
      return this.saveOnce(userId, data, MIME_BY_IMAGE[type], 'card_image');
    }
    // 30 s of the recorder's Opus or AAC is well under 1 MB; the length is read from the container.
    if (data.length > CARD_AUDIO_MAX_BYTES) throw new HttpError(413, AUDIO_TOO_LARGE);
    const mimeType = detectAudioType(data);
    // A WAV file is a sound an import may bring, but no browser records one: not a clip upload.
    if (!mimeType || !isRecordedAudioType(mimeType)) throw new HttpError(415, AUDIO_UNSUPPORTED);
    const seconds = audioDurationSeconds(data, mimeType);
    if (seconds === null) throw new HttpError(422, CLIP_UNREADABLE);
    if (seconds > CLIP_MAX_SECONDS) throw new HttpError(422, CLIP_TOO_LONG);
    return this.saveOnce(userId, data, mimeType, 'card_audio');
  }

  /**
   * The user's file with these bytes, marked as used now so neither the sweep nor a release deletes
   * it before its card is saved (it may be old and unattached). Imports reuse media through this too.
   */
  reuseByHash(userId: string, hash: string, purpose: 'card_image' | 'card_audio'): Promise<string | null> {
    return this.repo.touchByHash(userId, hash, purpose, this.clock.now());
  }

  /** The user's file with these bytes (see reuseByHash); else the bytes stored as a new file. */
  private async saveOnce(
    userId: string,
    data: Buffer,
    mimeType: string,
    purpose: 'card_image' | 'card_audio',
  ): Promise<{ id: string }> {
    const hash = contentHash(data);
    const existing = await this.reuseByHash(userId, hash, purpose);
    if (existing) return { id: existing };
    // A file with these bytes recorded meanwhile by a concurrent upload is new, so nothing sweeps it.
    const saved = await this.files.save({ userId, data, mimeType, purpose, contentHash: hash });
    return { id: saved.id };
  }

  async assertUsable(userId: string, refs: { id: string; kind: CardMediaKind }[]): Promise<void> {
    if (refs.length === 0) return;
    const owned = await this.repo.owned(userId, [...new Set(refs.map((r) => r.id))]);
    for (const ref of refs) {
      if (owned.get(ref.id) !== CARD_MEDIA_PURPOSES[ref.kind]) throw notFound(MEDIA_NOT_FOUND);
    }
  }

  /**
   * Deletes those of `ids` no card references any more, except a file an upload returned within
   * UNATTACHED_MEDIA_MAX_AGE_MS: a card being made elsewhere holds it (the same picture added to
   * another card), and the sweep deletes it later if that card is never saved.
   */
  async release(userId: string, ids: readonly (string | null | undefined)[]): Promise<void> {
    const candidates = [...new Set(ids.filter((id): id is string => Boolean(id)))];
    const usedBefore = this.clock.now() - UNATTACHED_MEDIA_MAX_AGE_MS;
    for (const id of candidates) {
      // A failure leaves the file for a later release or the sweep; it never fails the card change that committed.
      await this.removeUnused(userId, id, { usedBefore }).catch(() => false);
    }
  }

  /** Deletes card media no card has referenced for UNATTACHED_MEDIA_MAX_AGE_MS; returns how many. */
  async sweepUnused(): Promise<number> {
    const cutoff = this.clock.now() - UNATTACHED_MEDIA_MAX_AGE_MS;
    let removed = 0;
    while (removed < SWEEP_MAX_PER_RUN) {
      const batch = await this.repo.unattached(cutoff, SWEEP_BATCH);
      let removedNow = 0;
      for (const file of batch) {
        const gone = await this.removeUnused(file.user_id, file.id, { usedBefore: cutoff, createdBefore: cutoff });
        if (gone) removedNow += 1;
      }
      removed += removedNow;
      // A batch that removed nothing would come back unchanged: leave it to the next sweep.
      if (batch.length < SWEEP_BATCH || removedNow === 0) break;
    }
    return removed;
  }

  /**
   * The row goes only if it is still unused at the moment of the delete (one conditional
   * statement: a card saved, or an upload that returned the file, since the batch was read keeps
   * it). The bytes go after, being no row's any more; a failure there leaves them to the files
   * sweep, which removes bytes no row records.
   */
  private async removeUnused(
    userId: string,
    id: string,
    when: { usedBefore: number; createdBefore?: number },
  ): Promise<boolean> {
    const row = await this.repo.deleteUnused(userId, id, when);
    if (!row) return false;
    await this.files
      .discard({
        id: row.id,
        userId: row.user_id,
        storageKey: row.storage_key,
        mimeType: row.mime_type,
        sizeBytes: Number(row.size_bytes),
        purpose: row.purpose,
      })
      .catch(() => undefined);
    return true;
  }
}
