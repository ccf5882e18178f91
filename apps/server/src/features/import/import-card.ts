import type { ImportFormat } from '@revisely/contracts';
import type { CardSchedule } from './anki-schedule.js';

/** One card as a reader produced it, before it is matched to the user's cards and stored. */
export interface ImportCard {
  /**
   * The identity a later import of the same file matches on (the Anki note guid, with the
   * template number for a note's second and later cards); null for text rows, which always add.
   */
  matchGuid: string | null;
  clozeIndex: number | null;
  deckName: string;
  front_text: string;
  back_text: string;
  explanation: string | null;
  /** Media file names inside the package. */
  frontImage: string | null;
  backImage: string | null;
  audio: string | null;
  /** Review state carried over; null for a new card. */
  schedule: CardSchedule | null;
}

/** The package's media, read on demand (only what the imported cards use is unpacked). */
export interface MediaSource {
  read(name: string, maxBytes: number): Buffer | null;
  /** Several files at once, each up to its own size (`wanted`: name → largest bytes); unusable ones are left out. */
  readMany(wanted: Map<string, number>): Map<string, Buffer>;
}

export interface TextLayout {
  separator: string;
  columns: string[];
  hasHeader: boolean;
  frontColumn: number;
  backColumn: number;
}

export interface ParsedImport {
  format: ImportFormat;
  cards: ImportCard[];
  skipped: number;
  warnings: Warnings;
  deckNames: string[];
  media: MediaSource | null;
  text: TextLayout | null;
}

/**
 * Warnings in words, each kind once with its count: a key such as
 * '{n} card{s} had more than one image on a side' reads "3 cards had more than one image on a side".
 */
export class Warnings {
  private readonly counts = new Map<string, number>();

  /** Warnings as a reader thread sent them (`entries()`), in their order. */
  static from(entries: [string, number][]): Warnings {
    const warnings = new Warnings();
    for (const [key, count] of entries) warnings.add(key, count);
    return warnings;
  }

  /** Each kind with its count, as plain data a thread can send. */
  entries(): [string, number][] {
    return [...this.counts.entries()];
  }

  add(key: string, count = 1) {
    this.counts.set(key, (this.counts.get(key) ?? 0) + count);
  }

  list(): string[] {
    const all = [...this.counts.entries()].map(([key, count]) =>
      key.replaceAll('{n}', count.toLocaleString('en-GB')).replaceAll('{s}', count === 1 ? '' : 's'),
    );
    return all.length > 20 ? [...all.slice(0, 19), `…and ${all.length - 19} more warnings.`] : all;
  }
}
