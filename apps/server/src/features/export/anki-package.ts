import { createHash } from 'node:crypto';
import SQLite from 'better-sqlite3';
import yazl from 'yazl';
import { mathToAnkiDelimiters, parseInlineMarkdown, splitMath } from '@revisely/contracts';
import { derivedNoteGuid } from '../../core/anki-guid.js';
import { fieldChecksum, normalizeText, stripHtml, textToFieldHtml } from './anki-fields.js';
import {
  ANKI_CLOZE_MODEL_ID,
  ANKI_DEFAULT_DECK_ID,
  ANKI_MODEL_ID,
  DEFAULT_DECK_CONFIG_ID,
  deckConfigJson,
  modelsJson,
} from './anki-models.js';
import { SCHEMA_11 } from './anki-schema.js';
import { ankiRevlog, ankiScheduling, type AnkiSchedule } from './anki-scheduling.js';

export type { AnkiReview, AnkiSchedule } from './anki-scheduling.js';

/**
 * Writes Revisely decks as a legacy Anki package (.apkg): a zip holding `collection.anki2` (an
 * SQLite collection at schema version 11) and a `media` manifest. Schema 11 is the format every
 * Anki release since 2.0 and AnkiDroid/AnkiMobile can import; newer Anki upgrades it on import.
 * See docs/anki-export.md for the format choices.
 */

export interface AnkiCardInput {
  id: string;
  front: string;
  back: string;
  explanation: string | null;
  /**
   * The card's stored note guid: shared by a cloze note's siblings, kept from an imported package;
   * null for a Basic card made here (its guid is derived from the card id).
   */
  noteGuid?: string | null;
  /** A cloze card's deletion number; absent for a Basic card. */
  clozeIndex?: number | null;
  /** Media file names (entries of `options.media`) shown with the question and answer, and played. */
  frontImage?: string | null;
  backImage?: string | null;
  audio?: string | null;
  /** The card's schedule and review history, carried into Anki (docs/anki-export.md); absent: new. */
  schedule?: AnkiSchedule | null;
}

export interface AnkiDeckInput {
  id: string;
  name: string;
  subject: string | null;
  topic: string | null;
  cards: AnkiCardInput[];
}

export interface BuildAnkiPackageOptions {
  /** Epoch milliseconds used for every timestamp and id, so output is reproducible. */
  now?: number;
  /** Images and sound clips the cards name, stored in the zip as numbered files with the `media` map. */
  media?: { name: string; data: Buffer }[];
  /**
   * Nest every deck under one 'Revisely' parent deck (the student asked for it). Without it each
   * deck keeps the path the student gave it ('Biology::Cells' stays nested under 'Biology').
   */
  parentDeck?: boolean;
}

export { ANKI_CLOZE_MODEL_ID, ANKI_DEFAULT_DECK_ID, ANKI_MODEL_ID, ANKI_MODEL_MOD } from './anki-models.js';
export const ANKI_PARENT_DECK_ID = 1_732_269_600_001;
export const ANKI_PARENT_DECK_NAME = 'Revisely';

// Anki separates a note's fields with the ASCII unit separator.
const FIELD_SEPARATOR = '\x1f';
// Hashed deck ids live in [2^48, 2^49): far from 1 (Default) and from the fixed ids above, which
// are timestamps below 2^48, and well inside Number.MAX_SAFE_INTEGER for the JSON in col.decks.
const HASHED_DECK_ID_BASE = 2 ** 48;

export async function buildAnkiPackage(decks: AnkiDeckInput[], options: BuildAnkiPackageOptions = {}): Promise<Buffer> {
  const now = Math.floor(options.now ?? Date.now());
  const collection = buildCollection(uniqueById(decks), now, options.parentDeck ?? true);
  const media = options.media ?? [];
  // Anki's package layout: media files are named 0, 1, 2… and `media` maps each to its file name
  // (an empty map when there are none: importers expect the manifest to exist and parse as JSON).
  const manifest = Object.fromEntries(media.map((m, i) => [String(i), m.name]));
  return zip(
    [
      { name: 'collection.anki2', data: collection },
      { name: 'media', data: Buffer.from(JSON.stringify(manifest), 'utf8') },
      ...media.map((m, i) => ({ name: String(i), data: m.data })),
    ],
    new Date(now),
  );
}

function buildCollection(decks: AnkiDeckInput[], now: number, parentDeck: boolean): Buffer {
  const nowSecs = Math.floor(now / 1000);
  const ankiDecks = assignAnkiDecks(decks, parentDeck);
  const crt = dayCutoff(nowSecs);

  // An in-memory database serialised to a Buffer is byte-for-byte the collection file, without a
  // temp file to clean up; it is in rollback-journal mode, which every SQLite reader can open.
  const db = new SQLite(':memory:');
  try {
    db.exec(SCHEMA_11);

    const insertNote = db.prepare(
      'INSERT INTO notes (id, guid, mid, mod, usn, tags, flds, sfld, csum, flags, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)',
    );
    const insertCard = db.prepare(
      `INSERT INTO cards (id, nid, did, ord, mod, usn, type, queue, due, ivl, factor, reps, lapses, left, odue, odid, flags, data)
       VALUES (?, ?, ?, ?, ?, -1, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, ?)`,
    );
    const insertRevlog = db.prepare(
      'INSERT INTO revlog (id, cid, usn, ease, ivl, lastIvl, factor, time, type) VALUES (?, ?, -1, ?, ?, ?, ?, ?, ?)',
    );
    const usedRevlogIds = new Set<number>();

    let position = 0;
    let cardCount = 0;
    let hasClozeNotes = false;
    const seenCards = new Set<string>();
    const usedGuids = new Set<string>();
    db.transaction(() => {
      for (const { deck, ankiId } of ankiDecks) {
        const tags = tagsFor(deck);
        for (const note of notesOf(deck.cards, seenCards)) {
          position += 1;
          const [first] = note.cards;
          if (!first) continue;
          const fields = [first.front, first.back, first.explanation ?? ''].map(toFieldHtml);
          const sortField = stripHtml(fields[0] ?? '');
          fields[0] = withMedia(fields[0] ?? '', first.frontImage, first.audio);
          fields[1] = withMedia(fields[1] ?? '', first.backImage, null);
          // A stored guid (a cloze note's, or an imported card's) is kept so a re-import updates.
          let guid = first.noteGuid ?? derivedNoteGuid(first.id);
          // Two notes with one guid would be merged by importers, so a repeat falls back to the hash.
          if (usedGuids.has(guid)) guid = derivedNoteGuid(first.id);
          usedGuids.add(guid);
          hasClozeNotes ||= note.cloze;
          // Note and card ids are creation timestamps in Anki ("Added" column, `added:` search), so
          // they follow "now" like Anki's own; re-imports match notes by guid, not by id.
          const noteId = now + position;
          insertNote.run(
            noteId,
            guid,
            note.cloze ? ANKI_CLOZE_MODEL_ID : ANKI_MODEL_ID,
            nowSecs,
            -1,
            tags,
            fields.join(FIELD_SEPARATOR),
            sortField,
            fieldChecksum(sortField),
            '',
          );
          for (const card of note.cards) {
            cardCount += 1;
            // A cloze card's template ordinal is its deletion number minus one; siblings share the note's due position.
            const ord = note.cloze ? (card.clozeIndex ?? 1) - 1 : 0;
            const cardId = now + cardCount;
            const s = ankiScheduling(card.schedule, position, crt);
            insertCard.run(cardId, noteId, ankiId, ord, nowSecs, ...s);
            for (const row of ankiRevlog(card.schedule?.reviews ?? [])) {
              // Revlog ids are review times in ms and must be unique: a clash moves on by 1 ms.
              let id = row.id;
              while (usedRevlogIds.has(id)) id += 1;
              usedRevlogIds.add(id);
              insertRevlog.run(id, cardId, row.ease, row.ivl, row.lastIvl, row.factor, row.time, row.type);
            }
          }
        }
      }
    })();

    db.prepare(
      'INSERT INTO col (id, crt, mod, scm, ver, dty, usn, ls, conf, models, decks, dconf, tags) VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)',
    ).run(
      crt,
      now,
      now,
      JSON.stringify(collectionConfig(position + 1)),
      JSON.stringify(modelsJson(hasClozeNotes)),
      JSON.stringify(decksJson(ankiDecks, nowSecs, parentDeck)),
      JSON.stringify(deckConfigJson()),
      '{}',
    );

    return db.serialize();
  } finally {
    db.close();
  }
}

/**
 * Our card text as an Anki field: maths with the delimiters Anki renders, **bold** and *italic* as
 * <b> and <i> (as the app shows them, and as an Anki import reads them back), the rest as escaped
 * text. Emphasis is read only outside maths, where `a*b*c` is multiplication.
 */
function toFieldHtml(text: string): string {
  return splitMath(normalizeText(text))
    .map((s) =>
      s.kind === 'math'
        ? textToFieldHtml(mathToAnkiDelimiters(s.raw))
        : parseInlineMarkdown(s.text)
            .map((run) => {
              const html = textToFieldHtml(run.text);
              const italic = run.italic ? `<i>${html}</i>` : html;
              return run.bold ? `<b>${italic}</b>` : italic;
            })
            .join(''),
    )
    .join('');
}

/** Our media names are generated (`revisely-<uuid>.<ext>`); escaping keeps the HTML well-formed regardless. */
const attr = (name: string) => name.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Appends an image (`<img src>`) and a clip (`[sound:…]`, which Anki plays with the side) to a field. */
function withMedia(field: string, image: string | null | undefined, sound: string | null | undefined): string {
  const parts = [field];
  if (image) parts.push(`<img src="${attr(image)}">`);
  if (sound) parts.push(`[sound:${sound.replace(/[[\]]/g, '')}]`);
  return parts.filter(Boolean).join('<br>');
}

interface AnkiNote {
  cloze: boolean;
  cards: AnkiCardInput[];
}

/**
 * A deck's cards as Anki notes, in order: each Basic card is its own note, and the cloze cards
 * of one note (same noteGuid) are one Cloze note with a card per deletion number, placed where
 * its first card is. A card listed twice is skipped (two notes with one guid would merge on import).
 */
function notesOf(cards: AnkiCardInput[], seen: Set<string>): AnkiNote[] {
  const notes: AnkiNote[] = [];
  const clozeNotes = new Map<string, AnkiNote>();
  for (const card of cards) {
    if (seen.has(card.id)) continue;
    seen.add(card.id);
    if (card.noteGuid && card.clozeIndex != null && card.clozeIndex >= 1) {
      const existing = clozeNotes.get(card.noteGuid);
      if (existing) {
        if (!existing.cards.some((c) => c.clozeIndex === card.clozeIndex)) existing.cards.push(card);
        continue;
      }
      const note = { cloze: true, cards: [card] };
      clozeNotes.set(card.noteGuid, note);
      notes.push(note);
    } else {
      notes.push({ cloze: false, cards: [card] });
    }
  }
  return notes;
}

interface AnkiDeck {
  deck: AnkiDeckInput;
  ankiId: number;
  name: string;
}

function assignAnkiDecks(decks: AnkiDeckInput[], parentDeck: boolean): AnkiDeck[] {
  const usedNames = new Set<string>(['default', ...(parentDeck ? [ANKI_PARENT_DECK_NAME.toLowerCase()] : [])]);
  const usedIds = new Set<number>([ANKI_DEFAULT_DECK_ID, ANKI_PARENT_DECK_ID]);
  return decks.map((deck) => {
    const base = parentDeck ? `${ANKI_PARENT_DECK_NAME}::${deckNameComponent(deck.name)}` : deckPath(deck.name);
    // Anki deck names are unique case-insensitively, so two same-named decks would merge on import;
    // the later one gets a suffix from its (stable) id rather than its position in this export.
    let name = base;
    if (usedNames.has(name.toLowerCase())) name = `${base} (${deck.id.slice(0, 8)})`;
    for (let n = 2; usedNames.has(name.toLowerCase()); n += 1) name = `${base} (${deck.id.slice(0, 8)}) ${n}`;
    usedNames.add(name.toLowerCase());

    let ankiId = deckId(deck.id);
    // A 48-bit hash collision is practically impossible, but two decks sharing an id would merge.
    while (usedIds.has(ankiId)) ankiId += 1;
    usedIds.add(ankiId);
    return { deck, ankiId, name };
  });
}

function uniqueById(decks: AnkiDeckInput[]): AnkiDeckInput[] {
  const seen = new Set<string>();
  return decks.filter((deck) => (seen.has(deck.id) ? false : (seen.add(deck.id), true)));
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

function deckId(revId: string): number {
  return HASHED_DECK_ID_BASE + sha256(`revisely:deck:${revId}`).readUIntBE(0, 6);
}

/** The student's own deck path: each '::' level cleaned as a deck name, empty levels dropped. */
function deckPath(name: string): string {
  const parts = normalizeText(name)
    .split(/\s*::\s*/)
    .map((part) => deckNameComponent(part))
    .filter((part) => part !== 'Untitled deck');
  return parts.length === 0 ? 'Untitled deck' : parts.join('::');
}

function deckNameComponent(name: string): string {
  const cleaned = normalizeText(name)
    // "::" would nest the deck one level deeper than the user's own deck.
    .replace(/:{2,}/g, ':')
    // Legacy Anki stripped quotes from deck names; they also break `deck:"…"` searches.
    .replace(/"/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned === '' ? 'Untitled deck' : cleaned;
}

function tagsFor(deck: AnkiDeckInput): string {
  const tags: string[] = [];
  for (const value of [deck.subject, deck.topic]) {
    if (value == null) continue;
    // Anki tags are space-separated, so spaces become underscores; quotes and controls are invalid.
    const tag = normalizeText(value)
      .trim()
      .replace(/["\u3000]/g, '')
      .replace(/\s+/g, '_');
    if (tag !== '' && !tags.some((t) => t.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  // Anki stores tags with a leading and trailing space so `like '% tag %'` matches whole tags.
  return tags.length === 0 ? '' : ` ${tags.join(' ')} `;
}

/** Anki's collection creation time: the start (04:00 UTC rollover) of the day containing "now". */
function dayCutoff(nowSecs: number): number {
  const rollover = 4 * 3600;
  return Math.floor((nowSecs - rollover) / 86_400) * 86_400 + rollover;
}

function collectionConfig(nextPos: number) {
  return {
    activeDecks: [ANKI_DEFAULT_DECK_ID],
    curDeck: ANKI_DEFAULT_DECK_ID,
    newSpread: 0,
    collapseTime: 1200,
    timeLim: 0,
    estTimes: true,
    dueCounts: true,
    curModel: ANKI_MODEL_ID,
    // New cards are due in position order; this is the next free position.
    nextPos,
    sortType: 'noteFld',
    sortBackwards: false,
    addToCur: true,
  };
}

function deckJson(id: number, name: string, mod: number, desc = '') {
  return {
    id,
    name,
    mod,
    usn: -1,
    desc,
    dyn: 0,
    conf: DEFAULT_DECK_CONFIG_ID,
    collapsed: false,
    browserCollapsed: false,
    extendNew: 10,
    extendRev: 50,
    newToday: [0, 0],
    revToday: [0, 0],
    lrnToday: [0, 0],
    timeToday: [0, 0],
  };
}

function decksJson(ankiDecks: AnkiDeck[], nowSecs: number, parentDeck: boolean) {
  const names = new Set(ankiDecks.map((d) => d.name.toLowerCase()));
  if (parentDeck) names.add(ANKI_PARENT_DECK_NAME.toLowerCase());
  // Every level of a nested path must exist as a deck of its own (Anki's own collections always
  // hold them); a level no exported deck is gets an empty deck with an id from its path.
  const parents: { id: number; name: string }[] = [];
  for (const { name } of ankiDecks) {
    const parts = name.split('::');
    for (let i = 1; i < parts.length; i += 1) {
      const parent = parts.slice(0, i).join('::');
      if (names.has(parent.toLowerCase())) continue;
      names.add(parent.toLowerCase());
      parents.push({ id: deckId(`path:${parent.toLowerCase()}`), name: parent });
    }
  }
  const entries = [
    deckJson(ANKI_DEFAULT_DECK_ID, 'Default', nowSecs),
    ...(parentDeck
      ? [deckJson(ANKI_PARENT_DECK_ID, ANKI_PARENT_DECK_NAME, nowSecs, 'Flashcards exported from Revisely.')]
      : []),
    ...parents.map(({ id, name }) => deckJson(id, name, nowSecs)),
    ...ankiDecks.map(({ ankiId, name }) => deckJson(ankiId, name, nowSecs)),
  ];
  return Object.fromEntries(entries.map((deck) => [String(deck.id), deck]));
}

function zip(entries: { name: string; data: Buffer }[], mtime: Date): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const file = new yazl.ZipFile();
    for (const { name, data } of entries) file.addBuffer(data, name, { mtime, compress: true });
    const chunks: Buffer[] = [];
    file.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.outputStream.on('error', reject);
    file.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    file.end();
  });
}
