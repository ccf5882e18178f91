import type SQLite from 'better-sqlite3';
import type { AnkiDeckInput } from '../src/features/export/anki-package.js';
import type { NoteRow } from './anki-package-reader.js';

/** Two decks to export in the Anki package tests, with the fields each card must become. */

export const NOW = Date.UTC(2026, 10, 22, 10, 0, 0, 123);
export const NOW_SECS = Math.floor(NOW / 1000);

export const biology: AnkiDeckInput = {
  id: 'deck-bio-0001',
  name: 'Cell Biology',
  subject: 'Biology',
  topic: 'Cell Structure',
  cards: [
    {
      id: 'card-bio-1',
      front: 'What does <b>ATP</b> & ADP do?\nSecond line',
      back: 'Energy "currency" — über 😀',
      explanation: 'x < y > z',
    },
    // NFD input ("A" + combining ring) must come out NFC, as Anki normalises fields.
    { id: 'card-bio-2', front: 'A\u030angstr\u00f6m unit', back: 'β-oxidation', explanation: null },
    // A purely numeric front: sfld has integer affinity, which Anki relies on for numeric sorting.
    { id: 'card-bio-3', front: '42', back: 'The answer', explanation: '' },
    // CRLF, a tab and a stray unit separator, which would otherwise split the note into extra fields.
    { id: 'card-bio-4', front: 'Tab\there\r\nnext\x1fline', back: 'b', explanation: 'e' },
  ],
};

export const chemistry: AnkiDeckInput = {
  id: 'deck-chem-0002',
  name: 'Organic Chemistry: Basics',
  subject: 'Chemistry',
  topic: null,
  cards: [
    { id: 'card-chem-1', front: 'What is &amp; in HTML?', back: 'An entity for "&"', explanation: 'Use &lt; for <' },
    { id: 'card-chem-2', front: '日本語の質問', back: 'Ответ', explanation: null },
  ],
};

// The HTML each card's fields must become: escaped, newlines as <br>, NFC, controls removed.
export const expectedFields: Record<string, [string, string, string]> = {
  'card-bio-1': [
    'What does &lt;b&gt;ATP&lt;/b&gt; &amp; ADP do?<br>Second line',
    'Energy "currency" — über 😀',
    'x &lt; y &gt; z',
  ],
  'card-bio-2': ['\u00c5ngstr\u00f6m unit', 'β-oxidation', ''],
  'card-bio-3': ['42', 'The answer', ''],
  'card-bio-4': ['Tab\there<br>nextline', 'b', 'e'],
  'card-chem-1': ['What is &amp;amp; in HTML?', 'An entity for "&amp;"', 'Use &amp;lt; for &lt;'],
  'card-chem-2': ['日本語の質問', 'Ответ', ''],
};
// What Anki's stripper yields for each first field: the user's text without its line breaks.
export const expectedSortFields: Record<string, string> = {
  'card-bio-1': 'What does <b>ATP</b> & ADP do?Second line',
  'card-bio-2': '\u00c5ngstr\u00f6m unit',
  'card-bio-3': '42',
  'card-bio-4': 'Tab\therenextline',
  'card-chem-1': 'What is &amp; in HTML?',
  'card-chem-2': '日本語の質問',
};

export function notesByCardId(db: SQLite.Database): Map<string, NoteRow> {
  const notes = db.prepare('SELECT * FROM notes').all() as NoteRow[];
  const byCard = new Map<string, NoteRow>();
  for (const note of notes) {
    const match = Object.entries(expectedFields).find(([, fields]) => fields.join('\x1f') === note.flds);
    if (!match) throw new Error(`unexpected note fields ${JSON.stringify(note.flds)}`);
    byCard.set(match[0], note);
  }
  return byCard;
}
