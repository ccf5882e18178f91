import type { ImportFormat, ImportOptions } from '@revisely/contracts';
import { MAX_IMAGE_BYTES } from '../../core/image-type.js';
import { readAnkiPackage } from './anki-reader.js';
import { MAX_IMPORTED_AUDIO_BYTES } from './card-media.js';
import type { ImportCard, ParsedImport, TextLayout } from './import-card.js';
import { readTextFile } from './text-reader.js';

/**
 * Reading an uploaded file into plain data, on an import reader thread (import-worker.ts): the
 * CPU-heavy part of an import (unzipping, zstd, opening the collection, HTML to card text, CSV
 * parsing), done off the event loop. What it returns is structured-cloneable; the media bytes are
 * moved, not copied, back to the main thread, which checks, stores and writes them.
 */

export type ReadImportTask =
  | { kind: 'anki'; data: Uint8Array; fileName: string; now: number; withMedia: boolean }
  | { kind: 'text'; data: Uint8Array; fileName: string; options: ImportOptions };

export interface ReadImportData {
  format: ImportFormat;
  cards: ImportCard[];
  skipped: number;
  warnings: [string, number][];
  deckNames: string[];
  text: TextLayout | null;
  /**
   * The package's media the cards name, by name, each read up to the largest cap of the uses it
   * has (an image's 15 MB, a sound's 5 MB); a name missing here is missing or unreadable. Null for
   * text files and previews.
   */
  media: Map<string, Uint8Array> | null;
}

/**
 * What the thread sends back: the cards as chunks (core/thread-chunks.ts), turned back into cards a
 * chunk at a time on the main thread. A refusal travels as data: an Error's own fields (the
 * status) do not survive the thread.
 */
export type ReadImportResult =
  | { ok: true; data: Omit<ReadImportData, 'cards'> & { cardChunks: Uint8Array[] } }
  | { ok: false; statusCode: number; message: string };

/** The largest bytes each kind of media may have (card-media.ts checks them again). */
export const MEDIA_CAPS = { image: MAX_IMAGE_BYTES, audio: MAX_IMPORTED_AUDIO_BYTES } as const;

export function readImportFile(task: ReadImportTask): ReadImportData {
  const data = Buffer.from(task.data.buffer, task.data.byteOffset, task.data.byteLength);
  if (task.kind === 'text') return plain(readTextFile(data, task.fileName, task.options), null);
  const parsed = readAnkiPackage(data, task.fileName, task.now);
  return plain(parsed, task.withMedia ? usedMedia(parsed) : null);
}

function plain(parsed: ParsedImport, media: Map<string, Uint8Array> | null): ReadImportData {
  return {
    format: parsed.format,
    cards: parsed.cards,
    skipped: parsed.skipped,
    warnings: parsed.warnings.entries(),
    deckNames: parsed.deckNames,
    text: parsed.text,
    media,
  };
}

/**
 * Every media file a card names, read now: which cards will need theirs (new cards, or matched
 * ones without media) is only known on the main thread, against the database.
 */
function usedMedia(parsed: ParsedImport): Map<string, Uint8Array> {
  const caps = new Map<string, number>();
  const want = (name: string | null, cap: number) => {
    if (name !== null) caps.set(name, Math.max(caps.get(name) ?? 0, cap));
  };
  for (const card of parsed.cards) {
    want(card.frontImage, MEDIA_CAPS.image);
    want(card.backImage, MEDIA_CAPS.image);
    want(card.audio, MEDIA_CAPS.audio);
  }
  return parsed.media ? parsed.media.readMany(caps) : new Map();
}
