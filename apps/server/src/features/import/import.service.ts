import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  cardStateName,
  DECK_TEXT_MAX,
  IMPORT_PREVIEW_CARDS,
  type ImportOptions,
  type ImportPreviewResponse,
  type ImportResponse,
} from '@revisely/contracts';
import { derivedNoteGuid } from '../../core/anki-guid.js';
import type { Clock } from '../../core/clock.js';
import { InputRejectedError, ServiceBusyError } from '../../core/domain-errors.js';
import { tooManyRequests } from '../../core/http-error.js';
import { yieldToEventLoop } from '../../core/yield-to-event-loop.js';
import { cardTextBytes, contentHash, type UserStorage } from '../../core/user-storage.js';
import type { CardMediaFiles, PendingFile, StoredFiles } from '../../core/ports.js';
import type { CardsTable } from '../../db/schema.js';
import { WARN } from './anki-reader.js';
import { NEW_SCHEDULE } from './anki-schedule.js';
import { checkCardMedia, type CheckedMedia } from './card-media.js';
import { assertDeckRoom } from '../../core/deck-limit.js';
import { importError, IMPORT_ERRORS } from './import-errors.js';
import type { ImportCard, ParsedImport } from './import-card.js';
import type { ImportLeases } from './import-leases.repository.js';
import type { ImportReader } from './import-reader-pool.js';
import type { ExistingCard, ImportRepository, ImportWrite } from './import.repository.js';
import { isZip } from './package-archive.js';
import { MEDIA_CAPS } from './read-import-file.js';

export interface ImportUpload {
  fileName: string;
  /** Moved to the reader thread: unusable once `preview` or `import` is called with it. */
  data: Buffer;
}

export interface ImportServiceDeps {
  repo: ImportRepository;
  files: StoredFiles;
  /**
   * Finds media the student already has by content and marks it used, as an upload does, so the
   * sweep of unattached card media cannot delete it before the import's cards reference it.
   */
  media: Pick<CardMediaFiles, 'reuseByHash'>;
  clock: Clock;
  /** Reads files off the event loop (ImportReaderPool). */
  reader: ImportReader;
  /** One job per student across every server on the database (ImportLeaseRepository). */
  leases: ImportLeases;
  /** Most cards one deck may hold (DECK_CARD_LIMIT). */
  deckCardLimit: number;
  /** The per-user storage limit (USER_STORAGE_LIMIT_BYTES); none in some unit tests. */
  storage?: Pick<UserStorage, 'assertRoom'>;
}

const TEXT_EXTENSIONS = new Set(['.csv', '.tsv', '.txt', '.text', '']);
/**
 * Imports in progress at once (reading, storing media, writing): each holds its upload and media
 * in memory, so two at a time, the third gets 503. The reader pool has room for the same two.
 * One of them per user (the next gets 429), so one student's file never holds both places.
 */
const MAX_CONCURRENT_IMPORTS = 2;
/**
 * How long a student's lease lasts without renewal: the reader's 30 s budget plus storing and
 * writing a largest package, with room to spare. A running job renews it every minute, so a slow
 * import is never taken over; a crashed server's lease frees the student within three minutes.
 */
const LEASE_MS = 3 * 60_000;
const RENEW_EVERY_MS = 60_000;
/** Media one import may store (the package's own caps bound what is read). */
const MAX_STORED_MEDIA_BYTES = 300 * 1024 * 1024;
const MEDIA_LIMIT = 'This import holds more media than one import may store; the rest was left out.';

const matchKey = (guid: string, cloze: number | null) => `${guid}\u0000${cloze ?? ''}`;

export class ImportService {
  /** Previews and imports in progress on this server (the per-user rule is the shared lease). */
  private running = 0;

  constructor(private readonly deps: ImportServiceDeps) {}

  /**
   * Decides the format by content (a zip is an Anki package whatever its name) and reads it on
   * the reader thread; `withMedia` also brings back the media files the cards name.
   */
  private async parse(upload: ImportUpload, options: ImportOptions, withMedia: boolean): Promise<ParsedImport> {
    const { reader, clock } = this.deps;
    const { data, fileName } = upload;
    const ext = path.extname(fileName).toLowerCase();
    if (isZip(data)) return reader.read({ kind: 'anki', data, fileName, now: clock.now(), withMedia });
    if (ext === '.apkg' || ext === '.colpkg') throw importError(400, IMPORT_ERRORS.notZip);
    if (!TEXT_EXTENSIONS.has(ext)) throw importError(415, IMPORT_ERRORS.unknownFormat);
    return reader.read({ kind: 'text', data, fileName, options });
  }

  /** A deck that is not the student's is 404 before anything is queued or read. */
  private async assertOwnDeck(userId: string, deckId: string | undefined): Promise<void> {
    if (!deckId) return;
    const decks = await this.deps.repo.userDecks(userId);
    if (!decks.some((d) => d.id === deckId)) throw importError(404, IMPORT_ERRORS.deckNotFound);
  }

  /**
   * One job per student on any server (the lease, 429), then room on this server (503). The
   * lease is renewed while the job runs and released when it ends, whether it succeeded or not.
   */
  private async guarded<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const { leases, clock } = this.deps;
    const holder = randomUUID();
    const now = clock.now();
    if (!(await leases.take(userId, holder, now, now + LEASE_MS))) throw tooManyRequests(IMPORT_ERRORS.oneAtATime);
    // Checked after the await and counted at once, so two requests cannot both take the last place.
    if (this.running >= MAX_CONCURRENT_IMPORTS) {
      await this.release(userId, holder);
      throw new ServiceBusyError(IMPORT_ERRORS.busy);
    }
    this.running += 1;
    const renewal = setInterval(() => {
      // A failed renewal leaves the lease to expire; the job itself goes on.
      leases.renew(userId, holder, clock.now() + LEASE_MS).catch(() => undefined);
    }, RENEW_EVERY_MS);
    renewal.unref();
    try {
      return await work();
    } finally {
      clearInterval(renewal);
      this.running -= 1;
      await this.release(userId, holder);
    }
  }

  /** A release that fails (database gone) must not hide the job's own answer: the lease expires. */
  private async release(userId: string, holder: string): Promise<void> {
    await this.deps.leases.release(userId, holder).catch(() => undefined);
  }

  async preview(userId: string, upload: ImportUpload, options: ImportOptions): Promise<ImportPreviewResponse> {
    await this.assertOwnDeck(userId, options.deckId);
    return this.guarded(userId, async () => {
      const parsed = await this.parse(upload, options, false);
      if (parsed.cards.length === 0) throw importError(422, IMPORT_ERRORS.empty);
      let deckNames = parsed.deckNames;
      if (options.deckId) {
        const deck = (await this.deps.repo.userDecks(userId)).find((d) => d.id === options.deckId);
        if (!deck) throw importError(404, IMPORT_ERRORS.deckNotFound);
        deckNames = [deck.name];
      } else if (options.deckName) {
        deckNames = [options.deckName.slice(0, DECK_TEXT_MAX)];
      }
      return {
        format: parsed.format,
        cards: parsed.cards.slice(0, IMPORT_PREVIEW_CARDS).map((c) => ({
          front_text: c.front_text,
          back_text: c.back_text,
          explanation: c.explanation,
          deckName: deckNames.length === 1 ? deckNames[0]! : c.deckName,
          cloze_index: c.clozeIndex,
          hasFrontImage: c.frontImage !== null,
          hasBackImage: c.backImage !== null,
          hasAudio: c.audio !== null,
          state: cardStateName(c.schedule?.state ?? 0),
        })),
        total: parsed.cards.length,
        skipped: parsed.skipped,
        deckNames,
        separator: parsed.text?.separator ?? null,
        columns: parsed.text?.columns ?? [],
        hasHeader: parsed.text?.hasHeader ?? false,
        frontColumn: parsed.text?.frontColumn ?? 0,
        backColumn: parsed.text?.backColumn ?? 1,
        warnings: parsed.warnings.list(),
      };
    });
  }

  async import(userId: string, upload: ImportUpload, options: ImportOptions): Promise<ImportResponse> {
    await this.assertOwnDeck(userId, options.deckId);
    return this.guarded(userId, () => this.run(userId, upload, options));
  }

  private async run(userId: string, upload: ImportUpload, options: ImportOptions): Promise<ImportResponse> {
    const { repo } = this.deps;
    const now = this.deps.clock.now();
    // A full account is refused before the file is read.
    await this.deps.storage?.assertRoom(userId, 0);
    const parsed = await this.parse(upload, options, true);
    if (parsed.cards.length === 0) throw importError(422, IMPORT_ERRORS.empty);
    const warnings = parsed.warnings;
    let skipped = parsed.skipped;

    // Which deck each new card goes to: the chosen deck, one named deck, or the package's own decks.
    const userDecks = await repo.userDecks(userId);
    if (options.deckId && !userDecks.some((d) => d.id === options.deckId)) {
      throw importError(404, IMPORT_ERRORS.deckNotFound);
    }
    const byName = new Map<string, string>();
    for (const d of [...userDecks].reverse()) byName.set(d.name.trim().toLowerCase(), d.id);
    const newDecks: { id: string; name: string }[] = [];
    const deckFor = (card: ImportCard): string => {
      if (options.deckId) return options.deckId;
      const name = (options.deckName?.trim() || card.deckName).slice(0, DECK_TEXT_MAX).trim() || 'Imported cards';
      const known = byName.get(name.toLowerCase());
      if (known) return known;
      const id = randomUUID();
      byName.set(name.toLowerCase(), id);
      newDecks.push({ id, name });
      return id;
    };

    const existing = await this.existingCards(userId, parsed.cards);
    const seen = new Set<string>();
    const media = new MediaStore(parsed, this.deps.files, this.deps.media, userId, warnings);
    const inserts: Omit<CardsTable, 'position'>[] = [];
    const updates: ImportWrite['updates'] = [];
    const touchedDecks = new Set<string>();
    try {
      for (const [index, card] of parsed.cards.entries()) {
        // The loop's awaits resolve at once; other requests get a turn every 1,000 cards.
        if (index % 1000 === 999) await yieldToEventLoop();
        const key = card.matchGuid === null ? null : matchKey(card.matchGuid, card.clozeIndex);
        if (key !== null) {
          if (seen.has(key)) {
            skipped += 1;
            continue;
          }
          seen.add(key);
        }
        const match = key === null ? undefined : existing.get(key);
        if (match) {
          updates.push({ id: match.id, changes: await this.updateOf(card, match, media, now) });
          touchedDecks.add(match.deck_id);
          continue;
        }
        const deckId = deckFor(card);
        touchedDecks.add(deckId);
        const schedule = card.schedule ?? NEW_SCHEDULE(now);
        inserts.push({
          id: randomUUID(),
          deck_id: deckId,
          user_id: userId,
          front_text: card.front_text,
          back_text: card.back_text,
          explanation: card.explanation,
          text_bytes: cardTextBytes(card),
          ...schedule,
          note_guid: card.matchGuid,
          cloze_index: card.clozeIndex,
          front_image_id: await media.store(card.frontImage, 'image'),
          back_image_id: await media.store(card.backImage, 'image'),
          audio_id: await media.store(card.audio, 'audio'),
          created_at: now,
          updated_at: now,
        });
      }
      // Decks that end up with no new card (every card matched one elsewhere) are not created.
      const used = new Set(inserts.map((c) => c.deck_id));
      await this.assertRoom(userId, inserts);
      // New text and media against the storage limit, before anything is written (the media's
      // bytes, stored but not recorded, are discarded below on refusal).
      const textBytes = inserts.reduce((n, c) => n + (c.text_bytes ?? 0), 0);
      await this.deps.storage?.assertRoom(userId, textBytes + media.storedBytes);
      await repo.write(
        { userId, now, newDecks: newDecks.filter((d) => used.has(d.id)), inserts, updates },
        async (trx) => {
          for (const file of media.pending) await this.deps.files.record(trx, file);
        },
        async (trx) => {
          for (const file of media.pending) await this.deps.files.unrecord(trx, userId, file.id);
        },
      );
    } catch (error) {
      // Nothing half-imported: bytes stored for a write that did not commit are removed.
      await media.discardAll();
      throw error;
    }

    const counts = await repo.cardCounts(userId, [...touchedDecks]);
    const names = new Map([...userDecks, ...newDecks].map((d) => [d.id, d.name]));
    return {
      decks: [...touchedDecks].map((id) => ({ id, name: names.get(id) ?? '', cardCount: counts.get(id) ?? 0 })),
      imported: inserts.length + updates.length,
      added: inserts.length,
      updated: updates.length,
      skipped,
      warnings: warnings.list(),
    };
  }

  /**
   * The user's cards this file's cards are: by stored note guid (and cloze number), or, for cards
   * made here, by the guid our export derives from the card id.
   */
  /** 422 when the new cards would take any deck past DECK_CARD_LIMIT (core/deck-limit.ts). */
  private async assertRoom(userId: string, inserts: readonly { deck_id: string }[]): Promise<void> {
    const adding = new Map<string, number>();
    for (const card of inserts) adding.set(card.deck_id, (adding.get(card.deck_id) ?? 0) + 1);
    const counts = await this.deps.repo.cardCounts(userId, [...adding.keys()]);
    for (const [deckId, n] of adding) assertDeckRoom(counts.get(deckId) ?? 0, n, this.deps.deckCardLimit);
  }

  private async existingCards(userId: string, cards: ImportCard[]): Promise<Map<string, ExistingCard>> {
    const guids = [...new Set(cards.flatMap((c) => (c.matchGuid === null ? [] : [c.matchGuid])))];
    const out = new Map<string, ExistingCard>();
    if (guids.length === 0) return out;
    for (const card of await this.deps.repo.cardsWithGuids(userId, guids)) {
      out.set(matchKey(card.note_guid!, card.cloze_index), card);
    }
    const wanted = new Set(guids);
    for (const card of await this.deps.repo.cardsWithoutGuid(userId)) {
      const guid = derivedNoteGuid(card.id);
      if (wanted.has(guid)) out.set(matchKey(guid, null), card);
    }
    return out;
  }

  /**
   * A re-imported card takes the file's text; media only where the card has none yet (so a
   * re-import stores no second copy), and the file's review state only when it has more reviews
   * than the card here (studied further in Anki since).
   */
  private async updateOf(card: ImportCard, match: ExistingCard, media: MediaStore, now: number) {
    const changes: Partial<CardsTable> = {
      front_text: card.front_text,
      back_text: card.back_text,
      explanation: card.explanation,
      text_bytes: cardTextBytes(card),
      note_guid: card.matchGuid,
      cloze_index: card.clozeIndex,
      updated_at: now,
    };
    if (!match.front_image_id && card.frontImage) changes.front_image_id = await media.store(card.frontImage, 'image');
    if (!match.back_image_id && card.backImage) changes.back_image_id = await media.store(card.backImage, 'image');
    if (!match.audio_id && card.audio) changes.audio_id = await media.store(card.audio, 'audio');
    if (card.schedule && card.schedule.reps > match.reps) Object.assign(changes, card.schedule);
    return changes;
  }
}

/**
 * Stores the package's media through the file store before the transaction, once per content: a
 * picture many cards use (or one the user already has) is one file that all of them reference.
 */
class MediaStore {
  readonly pending: PendingFile[] = [];
  private readonly checked = new Map<string, CheckedMedia | null>();
  /** File id by content hash: stored by this import or already the user's. */
  private readonly byHash = new Map<string, string>();
  storedBytes = 0;

  constructor(
    private readonly parsed: ParsedImport,
    private readonly files: StoredFiles,
    private readonly media: Pick<CardMediaFiles, 'reuseByHash'>,
    private readonly userId: string,
    private readonly warnings: ParsedImport['warnings'],
  ) {}

  async store(name: string | null, kind: 'image' | 'audio'): Promise<string | null> {
    if (name === null || !this.parsed.media) return null;
    const cacheKey = `${kind}:${name}`;
    let media = this.checked.get(cacheKey);
    if (media === undefined) {
      const data = this.parsed.media.read(name, MEDIA_CAPS[kind]);
      media = data ? await checkCardMedia(data, kind) : null;
      this.checked.set(cacheKey, media);
      if (!media) this.warnings.add(WARN.missingMedia);
    }
    if (!media) return null;
    const hash = contentHash(media.data);
    const known = this.byHash.get(hash) ?? (await this.media.reuseByHash(this.userId, hash, media.purpose));
    if (known) {
      this.byHash.set(hash, known);
      return known;
    }
    if (this.storedBytes + media.data.length > MAX_STORED_MEDIA_BYTES) {
      this.warnings.add(MEDIA_LIMIT);
      return null;
    }
    let file: PendingFile;
    try {
      file = await this.files.store({ userId: this.userId, ...media, contentHash: hash });
    } catch (error) {
      // The store re-encodes images to strip metadata; one it cannot is left out, not the import.
      if (!(error instanceof InputRejectedError)) throw error;
      this.checked.set(cacheKey, null);
      this.warnings.add(WARN.missingMedia);
      return null;
    }
    this.storedBytes += media.data.length;
    this.byHash.set(hash, file.id);
    this.pending.push(file);
    return file.id;
  }

  async discardAll(): Promise<void> {
    await Promise.all(this.pending.map((f) => this.files.discard(f).catch(() => undefined)));
  }
}
