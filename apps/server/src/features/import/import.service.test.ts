import { ImportOptionsSchema } from '@revisely/contracts';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { legacyPackage, TINY_MP3 } from '../../../test/anki-fixtures.js';
import { TINY_PNG } from '../../../test/fixtures.js';
import { fixedClock } from '../../core/clock.js';
import { InputRejectedError, ServiceBusyError } from '../../core/domain-errors.js';
import type { PendingFile, StoredFiles } from '../../core/ports.js';
import type { ImportLeases } from './import-leases.repository.js';
import { ImportReaderPool } from './import-reader-pool.js';
import type { ImportRepository } from './import.repository.js';
import { ImportService } from './import.service.js';

const reader = new ImportReaderPool({ eager: false });
afterAll(() => reader.close());

/** The shared lease (ImportLeaseRepository) as one process sees it, without a database. */
function memoryLeases(): ImportLeases & { held: Map<string, { holder: string; expiresAt: number }> } {
  const held = new Map<string, { holder: string; expiresAt: number }>();
  return {
    held,
    take: async (userId, holder, now, expiresAt) => {
      const lease = held.get(userId);
      if (lease && lease.expiresAt > now) return false;
      held.set(userId, { holder, expiresAt });
      return true;
    },
    renew: async (userId, holder, expiresAt) => {
      if (held.get(userId)?.holder === holder) held.set(userId, { holder, expiresAt });
    },
    release: async (userId, holder) => {
      if (held.get(userId)?.holder === holder) held.delete(userId);
    },
  };
}

/** The student has no card media yet: every picture and clip is stored anew. */
const noStoredMedia = { reuseByHash: () => Promise.resolve(null) };

function fakeFiles() {
  const stored: PendingFile[] = [];
  const discarded: string[] = [];
  const files = {
    store: async (input: { userId: string; data: Buffer; mimeType: string; purpose: string }) => {
      const file = {
        id: `f${stored.length}`,
        userId: input.userId,
        storageKey: `k${stored.length}`,
        mimeType: input.mimeType,
        sizeBytes: input.data.length,
        purpose: input.purpose,
      };
      stored.push(file);
      return file;
    },
    discard: async (file: PendingFile) => {
      discarded.push(file.id);
    },
    record: async () => {},
  } as unknown as StoredFiles;
  return { files, stored, discarded };
}

const pkg = legacyPackage({
  notes: [
    { guid: 'a', type: 'basic', deck: 'D', fields: ['one <img src="p.png">', 'two [sound:s.mp3]'] },
    { guid: 'b', type: 'basic', deck: 'D', fields: ['three <img src="missing.png"><img src="p.png">', 'four'] },
  ],
  media: { 'p.png': TINY_PNG, 's.mp3': TINY_MP3 },
});

describe('ImportService', () => {
  it('removes the media it stored when the transaction fails: nothing half-imported', async () => {
    const { files, stored, discarded } = fakeFiles();
    const repo = {
      userDecks: async () => [],
      cardCounts: async () => new Map<string, number>(),
      cardsWithGuids: async () => [],
      cardsWithoutGuid: async () => [],
      write: async () => {
        throw new Error('disk full');
      },
    } as unknown as ImportRepository;
    const service = new ImportService({
      repo,
      leases: memoryLeases(),
      files,
      media: noStoredMedia,
      clock: fixedClock(Date.parse('2026-11-22T10:00:00Z')),
      reader,
      deckCardLimit: 20_000,
    });
    await expect(
      service.import('u1', { fileName: 'p.apkg', data: Buffer.from(pkg) }, ImportOptionsSchema.parse({})),
    ).rejects.toThrow('disk full');
    expect(stored.map((f) => f.mimeType)).toEqual(['image/png', 'audio/mpeg']);
    expect(discarded.sort()).toEqual(stored.map((f) => f.id).sort());
  });

  it('warns about missing media and extra images, and keeps the cards', async () => {
    const { files } = fakeFiles();
    let written: Parameters<ImportRepository['write']>[0] | undefined;
    const repo = {
      userDecks: async () => [],
      cardsWithGuids: async () => [],
      cardsWithoutGuid: async () => [],
      write: async (input: Parameters<ImportRepository['write']>[0]) => {
        written = input;
      },
      cardCounts: async () => new Map([['x', 2]]),
    } as unknown as ImportRepository;
    const service = new ImportService({
      repo,
      leases: memoryLeases(),
      files,
      media: noStoredMedia,
      clock: fixedClock(0),
      reader,
      deckCardLimit: 20_000,
    });
    const res = await service.import(
      'u1',
      { fileName: 'p.apkg', data: Buffer.from(pkg) },
      ImportOptionsSchema.parse({}),
    );
    expect(res.imported).toBe(2);
    expect(res.warnings).toEqual([
      'Kept only the first image on a side of 1 card.',
      'Left out 1 media file: missing from the package, or not a JPEG, PNG or WEBP image or an MP3, OGG, WebM, MP4 or WAV sound.',
    ]);
    expect(written?.inserts.map((c) => [c.front_text, c.front_image_id !== null])).toEqual([
      ['one', true],
      ['three', false],
    ]);
  });

  it('leaves out an image the store refuses, keeping the card', async () => {
    const { files } = fakeFiles();
    files.store = async () => {
      throw new InputRejectedError('Unreadable Image');
    };
    let written: Parameters<ImportRepository['write']>[0] | undefined;
    const repo = {
      userDecks: async () => [],
      cardsWithGuids: async () => [],
      cardsWithoutGuid: async () => [],
      write: async (input: Parameters<ImportRepository['write']>[0]) => {
        written = input;
      },
      cardCounts: async () => new Map(),
    } as unknown as ImportRepository;
    const service = new ImportService({
      repo,
      leases: memoryLeases(),
      files,
      media: noStoredMedia,
      clock: fixedClock(0),
      reader,
      deckCardLimit: 20_000,
    });
    const res = await service.import(
      'u1',
      { fileName: 'p.apkg', data: Buffer.from(pkg) },
      ImportOptionsSchema.parse({}),
    );
    expect(res.imported).toBe(2);
    expect(res.warnings.some((w) => w.startsWith('Left out 3 media files'))).toBe(true);
    expect(written?.inserts.every((c) => c.front_image_id === null && c.audio_id === null)).toBe(true);
  });

  it('re-importing takes the review state only from a card studied further in Anki', async () => {
    const { files } = fakeFiles();
    const reviewed = legacyPackage({
      notes: [
        {
          guid: 'a',
          type: 'basic',
          deck: 'D',
          fields: ['one', 'two'],
          reviews: { 0: { type: 2, queue: 2, due: 500, ivl: 20, factor: 2100, reps: 6, lapses: 2 } },
        },
        {
          guid: 'b',
          type: 'basic',
          deck: 'D',
          fields: ['three', 'four'],
          reviews: { 0: { type: 2, queue: 2, due: 500, ivl: 20, factor: 2500, reps: 1, lapses: 0 } },
        },
      ],
    });
    const existing = (id: string, guid: string, reps: number) => ({
      id,
      deck_id: 'd1',
      note_guid: guid,
      cloze_index: null,
      reps,
      front_image_id: null,
      back_image_id: null,
      audio_id: null,
    });
    let written: Parameters<ImportRepository['write']>[0] | undefined;
    const repo = {
      userDecks: async () => [{ id: 'd1', name: 'D' }],
      cardsWithGuids: async () => [existing('c1', 'a', 3), existing('c2', 'b', 3)],
      cardsWithoutGuid: async () => [],
      write: async (input: Parameters<ImportRepository['write']>[0]) => {
        written = input;
      },
      cardCounts: async () => new Map([['d1', 2]]),
    } as unknown as ImportRepository;
    const service = new ImportService({
      repo,
      leases: memoryLeases(),
      files,
      media: noStoredMedia,
      clock: fixedClock(0),
      reader,
      deckCardLimit: 20_000,
    });
    const res = await service.import(
      'u1',
      { fileName: 'p.apkg', data: Buffer.from(reviewed) },
      ImportOptionsSchema.parse({}),
    );
    expect(res).toMatchObject({ imported: 2, decks: [{ id: 'd1', name: 'D', cardCount: 2 }] });
    expect(written?.inserts).toEqual([]);
    const [first, second] = written!.updates;
    expect(first).toMatchObject({
      id: 'c1',
      changes: { front_text: 'one', reps: 6, lapses: 2, state: 2, scheduled_days: 20, difficulty: 7 },
    });
    expect(second!.changes).toMatchObject({ front_text: 'three' });
    expect(second!.changes).not.toHaveProperty('reps');
  });
});

describe('ImportService: a fair queue', () => {
  it('runs one job per user at a time (the next gets 429) without holding up another user', async () => {
    const { files } = fakeFiles();
    const repo = {
      userDecks: async () => [],
      cardsWithGuids: async () => [],
      cardsWithoutGuid: async () => [],
      write: async () => {},
      cardCounts: async () => new Map(),
    } as unknown as ImportRepository;
    // A reader that holds the first user's file until released, and reads others at once.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slowReader = {
      read: async (task: Parameters<ImportReaderPool['read']>[0]) => {
        if (task.fileName === 'slow.tsv') await held;
        return reader.read(task);
      },
    };
    const service = new ImportService({
      repo,
      leases: memoryLeases(),
      files,
      media: noStoredMedia,
      clock: fixedClock(0),
      reader: slowReader,
      deckCardLimit: 20_000,
    });
    const options = ImportOptionsSchema.parse({});
    const tsv = () => Buffer.from('cell\tunit of life\natom\tunit of matter\n');
    const first = service.import('u1', { fileName: 'slow.tsv', data: tsv() }, options);
    await expect(service.import('u1', { fileName: 'next.tsv', data: tsv() }, options)).rejects.toMatchObject({
      statusCode: 429,
      message: 'Your previous import is still running. Wait for it to finish, then try again.',
    });
    await expect(service.preview('u1', { fileName: 'next.tsv', data: tsv() }, options)).rejects.toMatchObject({
      statusCode: 429,
    });
    // A deck that is not theirs is 404 whether or not a job is running (route fuzz saw 429 here).
    const intoOthers = ImportOptionsSchema.parse({ deckId: '00000000-0000-4000-8000-000000000000' });
    await expect(service.import('u1', { fileName: 'next.tsv', data: tsv() }, intoOthers)).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(service.preview('u1', { fileName: 'next.tsv', data: tsv() }, intoOthers)).rejects.toMatchObject({
      statusCode: 404,
    });
    // Another student's file is read while the first is still held.
    await expect(service.import('u2', { fileName: 'other.tsv', data: tsv() }, options)).resolves.toMatchObject({
      added: 2,
    });
    release();
    await expect(first).resolves.toMatchObject({ added: 2 });
    // Once finished, the first student may import again.
    await expect(service.import('u1', { fileName: 'again.tsv', data: tsv() }, options)).resolves.toMatchObject({
      added: 2,
    });
  });
});

describe("ImportService: the student's lease", () => {
  const repo = {
    userDecks: async () => [],
    cardsWithGuids: async () => [],
    cardsWithoutGuid: async () => [],
    write: async () => {},
    cardCounts: async () => new Map(),
  } as unknown as ImportRepository;
  const options = ImportOptionsSchema.parse({});
  const tsv = () => Buffer.from('cell\tunit of life\natom\tunit of matter\n');
  function heldReader() {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const read = async (task: Parameters<ImportReaderPool['read']>[0]) => {
      if (task.fileName === 'slow.tsv') await held;
      return reader.read(task);
    };
    return { release: () => release(), reader: { read } };
  }

  it('is renewed while a long job runs, so it is never taken over, and released at the end', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const clock = fixedClock(0);
      const leases = memoryLeases();
      const gate = heldReader();
      const service = new ImportService({
        repo,
        leases,
        files: fakeFiles().files,
        media: noStoredMedia,
        clock,
        reader: gate.reader,
        deckCardLimit: 20_000,
      });
      const job = service.import('u1', { fileName: 'slow.tsv', data: tsv() }, options);
      await vi.waitFor(() => expect(leases.held.get('u1')?.expiresAt).toBe(180_000));
      clock.set(170_000);
      vi.advanceTimersByTime(60_000);
      await vi.waitFor(() => expect(leases.held.get('u1')?.expiresAt).toBe(350_000));
      clock.set(200_000);
      await expect(service.import('u1', { fileName: 'next.tsv', data: tsv() }, options)).rejects.toMatchObject({
        statusCode: 429,
      });
      gate.release();
      await expect(job).resolves.toMatchObject({ added: 2 });
      expect(leases.held.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is given back when this server has no room (503), so the student is not locked out', async () => {
    const leases = memoryLeases();
    const gate = heldReader();
    const service = new ImportService({
      repo,
      leases,
      files: fakeFiles().files,
      media: noStoredMedia,
      clock: fixedClock(0),
      reader: gate.reader,
      deckCardLimit: 20_000,
    });
    const jobs = ['u1', 'u2'].map((u) => service.import(u, { fileName: 'slow.tsv', data: tsv() }, options));
    await vi.waitFor(() => expect(leases.held.size).toBe(2));
    await expect(service.import('u3', { fileName: 'next.tsv', data: tsv() }, options)).rejects.toBeInstanceOf(
      ServiceBusyError,
    );
    expect([...leases.held.keys()].sort()).toEqual(['u1', 'u2']);
    gate.release();
    await Promise.all(jobs);
    expect(leases.held.size).toBe(0);
    await expect(service.import('u3', { fileName: 'next.tsv', data: tsv() }, options)).resolves.toMatchObject({
      added: 2,
    });
  });
});
