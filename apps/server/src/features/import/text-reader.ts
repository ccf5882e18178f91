import path from 'node:path';
import { DECK_TEXT_MAX, IMPORT_MAX_CARDS, type ImportOptions } from '@revisely/contracts';
import Papa from 'papaparse';
import { clampCardText, htmlToCardText } from './anki-html.js';
import { importError, IMPORT_ERRORS } from './import-errors.js';
import { Warnings, type ImportCard, type ParsedImport } from './import-card.js';

/**
 * CSV, TSV and plain-text card lists, Quizlet's export among them (term and definition separated by
 * a tab, comma or any text; cards by a newline, ';' or any text). Parsing is Papa Parse's (RFC 4180
 * quoting: separators, quotes and newlines inside quoted fields); this file decides the encoding,
 * the separator, whether the first row is a header, and which columns are front, back and
 * explanation.
 */

const NAMED_SEPARATORS: Record<string, string> = { tab: '\t', comma: ',', semicolon: ';', pipe: '|' };
const NAMED_ROW_SEPARATORS: Record<string, string> = { semicolon: ';' };
const FRONT_HEADERS = /^(front|question|term|word|prompt|side ?1|card ?front|q)$/;
const BACK_HEADERS = /^(back|answer|definition|meaning|response|translation|side ?2|card ?back|a)$/;
const EXTRA_HEADERS = /^(explanation|extra|notes?|hint|example|back extra)$/;
/** Column titles a language list uses ("English,French"). */
const LANGUAGE_HEADERS =
  /^(english|french|spanish|german|italian|portuguese|latin|welsh|irish|gaelic|chinese|mandarin|cantonese|japanese|korean|russian|arabic|greek|polish|urdu|punjabi|hindi|bengali|gujarati|turkish|dutch|hebrew|persian|farsi)$/;
const HEADER_WORDS = [FRONT_HEADERS, BACK_HEADERS, EXTRA_HEADERS, LANGUAGE_HEADERS];
const HTML_HINT = /<(br|div|p|b|i|strong|em|span|img)\b[^>]*>|&(nbsp|amp|lt|gt|quot|#\d+);/i;
/** Lines looked at to refuse a file with far too many rows before splitting all of it. */
const HEAD_LINES = IMPORT_MAX_CARDS * 4;

const WARN = {
  noFront: 'Skipped {n} row{s} with nothing in the front column.',
  clipped: 'Shortened {n} card{s} with a side over 5,000 characters.',
  quotes: 'Some quotes in the file were not closed; check the cards before importing.',
} as const;

/** The file's text: UTF-8 with or without a byte-order mark, or UTF-16 with one (Excel's "Unicode text"). */
export function decodeText(data: Buffer): string | null {
  try {
    if (data[0] === 0xff && data[1] === 0xfe)
      return new TextDecoder('utf-16le', { fatal: true }).decode(data.subarray(2));
    if (data[0] === 0xfe && data[1] === 0xff)
      return new TextDecoder('utf-16be', { fatal: true }).decode(data.subarray(2));
    // TextDecoder drops a UTF-8 BOM itself.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    // eslint-disable-next-line no-control-regex -- a NUL means a binary file, not text
    return /\x00/.test(text) ? null : text;
  } catch {
    return null;
  }
}

export function textFormat(fileName: string): 'csv' | 'tsv' | 'text' {
  const ext = path.extname(fileName).toLowerCase();
  return ext === '.csv' ? 'csv' : ext === '.tsv' ? 'tsv' : 'text';
}

function separatorName(separator: string): string {
  return Object.entries(NAMED_SEPARATORS).find(([, s]) => s === separator)?.[0] ?? separator;
}

function cellText(cell: string | undefined): string {
  const value = (cell ?? '').replace(/\r\n?/g, '\n').trim();
  return HTML_HINT.test(value) ? htmlToCardText(value).text : value;
}

export function readTextFile(data: Buffer, fileName: string, options: ImportOptions): ParsedImport {
  const text = decodeText(data);
  if (text === null) throw importError(415, IMPORT_ERRORS.notText);
  const format = textFormat(fileName);
  const requested = NAMED_SEPARATORS[options.separator] ?? (options.separator === 'auto' ? '' : options.separator);
  const delimiter = requested || (format === 'tsv' ? '\t' : '');
  const rowSeparator = NAMED_ROW_SEPARATORS[options.rowSeparator] ?? options.rowSeparator;
  const warnings = new Warnings();
  let rows: string[][];
  let usedSeparator: string;
  if (rowSeparator === 'newline') {
    const parse = (input: string) =>
      Papa.parse<string[]>(input, {
        delimiter,
        delimitersToGuess: format === 'csv' ? [',', ';', '\t', '|'] : ['\t', ',', ';', '|'],
        skipEmptyLines: 'greedy',
      });
    const head = headOf(text, '\n');
    if (head !== null && filledRows(parse(head).data).length > IMPORT_MAX_CARDS + 1) {
      throw importError(422, IMPORT_ERRORS.tooManyCards);
    }
    const parsed = parse(text);
    if (parsed.errors.some((e) => e.type === 'Quotes')) warnings.add(WARN.quotes);
    rows = parsed.data;
    usedSeparator = parsed.meta.delimiter || delimiter || ',';
  } else {
    // Quizlet's custom "between cards" separator lets a card hold newlines, and Quizlet does not
    // quote, so the text is split as written (Papa Parse only splits rows at line endings).
    usedSeparator = delimiter || (text.includes('\t') ? '\t' : ',');
    const split = (input: string) => input.split(rowSeparator).map((row) => row.split(usedSeparator));
    const head = headOf(text, rowSeparator);
    if (head !== null && filledRows(split(head)).length > IMPORT_MAX_CARDS + 1) {
      throw importError(422, IMPORT_ERRORS.tooManyCards);
    }
    rows = split(text);
  }
  rows = filledRows(rows);
  if (rows.length === 0) throw importError(422, IMPORT_ERRORS.empty);

  const first = rows[0]!.map((cell) => cell.trim().toLowerCase());
  // A header names its columns: every filled cell of the first row is a column title.
  const titles = first.filter((c) => c !== '');
  const looksLikeHeader = titles.length > 1 && titles.every((c) => HEADER_WORDS.some((words) => words.test(c)));
  const hasHeader = options.hasHeader === 'auto' ? looksLikeHeader : options.hasHeader === 'true';
  const body = hasHeader ? rows.slice(1) : rows;
  if (body.length > IMPORT_MAX_CARDS) throw importError(422, IMPORT_ERRORS.tooManyCards);

  const width = Math.max(...rows.slice(0, 50).map((r) => r.length));
  const named = (pattern: RegExp) => (hasHeader ? first.findIndex((c) => pattern.test(c)) : -1);
  const frontColumn = Math.min(options.frontColumn ?? Math.max(0, named(FRONT_HEADERS)), Math.max(0, width - 1));
  const namedBack = named(BACK_HEADERS);
  const backColumn =
    options.backColumn ?? (namedBack >= 0 && namedBack !== frontColumn ? namedBack : frontColumn === 0 ? 1 : 0);
  const namedExtra = named(EXTRA_HEADERS);
  const extraColumn =
    namedExtra >= 0 && namedExtra !== frontColumn && namedExtra !== backColumn
      ? namedExtra
      : [0, 1, 2].find((i) => i !== frontColumn && i !== backColumn && i < width);

  const deckName = deckNameFor(options.deckName, fileName);
  const cards: ImportCard[] = [];
  let skipped = 0;
  for (const row of body) {
    const front = clampCardText(cellText(row[frontColumn]));
    const back = clampCardText(cellText(row[backColumn]));
    const extra = clampCardText(extraColumn === undefined ? '' : cellText(row[extraColumn]));
    if (!front.text) {
      skipped += 1;
      warnings.add(WARN.noFront);
      continue;
    }
    if (front.clipped || back.clipped || extra.clipped) warnings.add(WARN.clipped);
    cards.push({
      matchGuid: null,
      clozeIndex: null,
      deckName,
      front_text: front.text,
      back_text: back.text,
      explanation: extra.text || null,
      frontImage: null,
      backImage: null,
      audio: null,
      schedule: null,
    });
  }
  return {
    format,
    cards,
    skipped,
    warnings,
    deckNames: [deckName],
    media: null,
    text: {
      separator: separatorName(usedSeparator),
      columns: rows[0]!.map((cell) => cell.trim().slice(0, 100)),
      hasHeader,
      frontColumn,
      backColumn,
    },
  };
}

const filledRows = (rows: string[][]) =>
  rows.filter((row) => Array.isArray(row) && row.some((cell) => cell.trim() !== ''));

/**
 * The file up to its HEAD_LINES-th row separator, or null when it has fewer. A 100 MB file of 50
 * million one-letter lines would otherwise be split whole (seconds, and more heap than the reader
 * thread has) only to be refused for its card count; when its head alone holds more rows than an
 * import takes, it is refused from the head. (Quoted newlines make rows fewer than lines, so a
 * head with few enough rows says nothing, and the whole file is read as before.)
 */
function headOf(text: string, separator: string): string | null {
  let end = -separator.length;
  for (let line = 0; line < HEAD_LINES; line++) {
    end = text.indexOf(separator, end + separator.length);
    if (end < 0) return null;
  }
  return text.slice(0, end);
}

/** The deck a text file becomes: the name asked for, else the file's name ("biology-terms.csv" → "biology-terms"). */
export function deckNameFor(requested: string | undefined, fileName: string): string {
  const base = requested?.trim() || path.basename(fileName, path.extname(fileName)).trim() || 'Imported cards';
  return base.slice(0, DECK_TEXT_MAX);
}
