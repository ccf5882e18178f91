import { z } from 'zod';
import { DECK_TEXT_MAX } from './decks.js';

/** Largest upload `POST /api/flashcards/import` accepts (413 past it, checked while receiving). */
export const IMPORT_MAX_BYTES = 100 * 1024 * 1024;
/** Most cards one import may hold (a larger file is refused whole, 422). */
export const IMPORT_MAX_CARDS = 50_000;
/** Cards the preview shows. */
export const IMPORT_PREVIEW_CARDS = 5;
/** File name endings the import dialog offers (the server decides by content, not by name). */
export const IMPORT_FILE_EXTENSIONS = ['.apkg', '.colpkg', '.csv', '.tsv', '.txt'] as const;

export const ImportFormatSchema = z.enum(['apkg', 'colpkg', 'csv', 'tsv', 'text']);
export type ImportFormat = z.infer<typeof ImportFormatSchema>;

/**
 * The field separator of a text file: a named one, or any other text up to 10 characters (Quizlet's
 * "custom" separator). 'auto' guesses from the file (tab, comma, semicolon, pipe).
 */
export const IMPORT_SEPARATORS = ['auto', 'tab', 'comma', 'semicolon', 'pipe'] as const;
/** Between cards: one per line (default), or a custom row separator such as Quizlet's ';'. */
export const IMPORT_ROW_SEPARATORS = ['newline', 'semicolon'] as const;

const separatorText = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .min(1, `${field} must not be empty`)
    .max(10, `${field} must be at most 10 characters`);

const columnIndex = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a column number` })
    .int(`${field} must be a column number`)
    .min(0, `${field} must be a column number`)
    .max(50, `${field} must be at most 50`);

const flag = z
  .enum(['true', 'false', 'auto'], { error: 'hasHeader must be true, false or auto' })
  .optional()
  .default('auto');

/**
 * The text fields sent with the file (multipart). `deckId` (one of the caller's decks) or
 * `deckName` puts every card in one deck; without either, an Anki package keeps its own decks and a
 * text file becomes a deck named after the file.
 */
export const ImportOptionsSchema = z.object({
  deckId: z.string().min(1).max(100).optional(),
  deckName: z
    .string({ error: 'deckName must be text' })
    .trim()
    .max(DECK_TEXT_MAX, `deckName must be at most ${DECK_TEXT_MAX} characters`)
    .optional(),
  separator: separatorText('separator').optional().default('auto'),
  rowSeparator: separatorText('rowSeparator').optional().default('newline'),
  hasHeader: flag,
  frontColumn: columnIndex('frontColumn').optional(),
  backColumn: columnIndex('backColumn').optional(),
});
export type ImportOptions = z.infer<typeof ImportOptionsSchema>;

export const ImportedDeckSchema = z.object({ id: z.string(), name: z.string(), cardCount: z.number() });

export const ImportResponseSchema = z.object({
  /** Every deck that received or kept an imported card, with its card count after the import. */
  decks: z.array(ImportedDeckSchema),
  /** Cards added or updated. */
  imported: z.number(),
  /** Of those, cards new to the account, and cards already here (matched by note) that were updated. */
  added: z.number(),
  updated: z.number(),
  /** Cards (or lines) left out: empty, unsupported note type, or over a limit. */
  skipped: z.number(),
  /** What was changed or left out, in words, at most 20 (the last one says how many more). */
  warnings: z.array(z.string()),
});
export type ImportResponse = z.infer<typeof ImportResponseSchema>;

export const ImportPreviewCardSchema = z.object({
  front_text: z.string(),
  back_text: z.string(),
  explanation: z.string().nullable(),
  deckName: z.string(),
  cloze_index: z.number().nullable(),
  hasFrontImage: z.boolean(),
  hasBackImage: z.boolean(),
  hasAudio: z.boolean(),
  /** 'new', or the review state carried over from Anki. */
  state: z.enum(['new', 'learning', 'review', 'relearning']),
});
export type ImportPreviewCard = z.infer<typeof ImportPreviewCardSchema>;

export const ImportPreviewResponseSchema = z.object({
  format: ImportFormatSchema,
  /** The first cards as they will be imported (at most IMPORT_PREVIEW_CARDS). */
  cards: z.array(ImportPreviewCardSchema),
  /** Cards the import would add or update. */
  total: z.number(),
  skipped: z.number(),
  /** Anki deck names (flattened with '::'), or the one suggested deck name for a text file. */
  deckNames: z.array(z.string()),
  /** Text files only: the separator used (a name from IMPORT_SEPARATORS or the literal text). */
  separator: z.string().nullable(),
  /** Text files only: the first row's cells (the header, or the first card), to choose columns. */
  columns: z.array(z.string()),
  hasHeader: z.boolean(),
  frontColumn: z.number(),
  backColumn: z.number(),
  warnings: z.array(z.string()),
});
export type ImportPreviewResponse = z.infer<typeof ImportPreviewResponseSchema>;
