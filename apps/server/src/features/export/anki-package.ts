import { createHash } from 'node:crypto';
import SQLite from 'better-sqlite3';
import yazl from 'yazl';
import { derivedNoteGuid } from '../../core/anki-guid.js';
import { fieldChecksum, normalizeText, stripHtml, textToFieldHtml } from './anki-fields.js';
import { ANSWER_TEMPLATE, CARD_CSS, QUESTION_TEMPLATE, SCHEMA_11 } from './anki-schema.js';

/**
 * Writes Revisely decks as a legacy Anki package (.apkg): a zip holding `collection.anki2` (an
 * SQLite collection at schema version 11) and a `media` manifest. Schema 11 is the format every
 * Anki release since 2.0 and AnkiDroid/AnkiMobile can import; newer Anki upgrades it on import.
 * See docs/anki-export.md for the format choices.
 */

export interface AnkiCardInput {
  id: string;
  /** The card's stored note guid (an imported card keeps its package's); null for a card made here. */
  noteGuid?: string | null;
  front: string;
  back: string;
  explanation: string | null;
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
}

/**
 * Fixed so that every export uses the same note type: Anki matches imported notes by guid only
 * within the same note type, so a new id per export would make re-imports duplicate notes.
 */
export const ANKI_MODEL_ID = 1_732_269_600_000;
/**
 * The model's mtime (seconds). Anki replaces an existing note type's templates on import only when
 * the incoming one is newer, so this stays fixed (rather than "now") to keep a user's template
 * tweaks across re-imports; bump it whenever the fields, or the templates or CSS in anki-schema.ts, change.
 */
export const ANKI_MODEL_MOD = 1_732_269_600;
export const ANKI_DEFAULT_DECK_ID = 1;
export const ANKI_PARENT_DECK_ID = 1_732_269_600_001;
export const ANKI_PARENT_DECK_NAME = 'Revisely';
const DEFAULT_DECK_CONFIG_ID = 1;
const MODEL_NAME = 'Revisely Basic';
const FIELD_NAMES = ['Front', 'Back', 'Explanation'] as const;

// Anki separates a note's fields with the ASCII unit separator.
const FIELD_SEPARATOR = '\x1f';
// Hashed deck ids live in [2^48, 2^49): far from 1 (Default) and from the fixed ids above, which
// are timestamps below 2^48, and well inside Number.MAX_SAFE_INTEGER for the JSON in col.decks.
const HASHED_DECK_ID_BASE = 2 ** 48;

export async function buildAnkiPackage(decks: AnkiDeckInput[], options: BuildAnkiPackageOptions = {}): Promise<Buffer> {
  const now = Math.floor(options.now ?? Date.now());
  const collection = buildCollection(uniqueById(decks), now);
  return zip(
    [
      { name: 'collection.anki2', data: collection },
      // No media is exported; importers still expect the manifest to exist and parse as JSON.
      { name: 'media', data: Buffer.from('{}', 'utf8') },
    ],
    new Date(now),
  );
}

function buildCollection(decks: AnkiDeckInput[], now: number): Buffer {
  const nowSecs = Math.floor(now / 1000);
  const ankiDecks = assignAnkiDecks(decks);

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
       VALUES (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')`,
    );

    let position = 0;
    const seenCards = new Set<string>();
    const seenGuids = new Set<string>();
    db.transaction(() => {
      for (const { deck, ankiId } of ankiDecks) {
        const tags = tagsFor(deck);
        for (const card of deck.cards) {
          // A card listed twice would give two notes one guid; importers would keep only one of them.
          // Cards sharing a stored guid (a cloze note's deletions) are written once, by the first.
          const guid = card.noteGuid ?? derivedNoteGuid(card.id);
          if (seenCards.has(card.id) || seenGuids.has(guid)) continue;
          seenCards.add(card.id);
          seenGuids.add(guid);
          position += 1;
          const fields = [card.front, card.back, card.explanation ?? ''].map(textToFieldHtml);
          const sortField = stripHtml(fields[0] ?? '');
          // Note and card ids are creation timestamps in Anki ("Added" column, `added:` search), so
          // they follow "now" like Anki's own; re-imports match notes by guid, not by id.
          const id = now + position;
          insertNote.run(
            id,
            guid,
            ANKI_MODEL_ID,
            nowSecs,
            -1,
            tags,
            fields.join(FIELD_SEPARATOR),
            sortField,
            fieldChecksum(sortField),
            '',
          );
          insertCard.run(id, id, ankiId, nowSecs, position);
        }
      }
    })();

    db.prepare(
      'INSERT INTO col (id, crt, mod, scm, ver, dty, usn, ls, conf, models, decks, dconf, tags) VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)',
    ).run(
      dayCutoff(nowSecs),
      now,
      now,
      JSON.stringify(collectionConfig(position + 1)),
      JSON.stringify(modelsJson()),
      JSON.stringify(decksJson(ankiDecks, nowSecs)),
      JSON.stringify(deckConfigJson()),
      '{}',
    );

    return db.serialize();
  } finally {
    db.close();
  }
}

interface AnkiDeck {
  deck: AnkiDeckInput;
  ankiId: number;
  name: string;
}

function assignAnkiDecks(decks: AnkiDeckInput[]): AnkiDeck[] {
  const usedNames = new Set<string>([ANKI_PARENT_DECK_NAME.toLowerCase()]);
  const usedIds = new Set<number>([ANKI_DEFAULT_DECK_ID, ANKI_PARENT_DECK_ID]);
  return decks.map((deck) => {
    const base = `${ANKI_PARENT_DECK_NAME}::${deckNameComponent(deck.name)}`;
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

function modelsJson() {
  return {
    [ANKI_MODEL_ID]: {
      id: ANKI_MODEL_ID,
      name: MODEL_NAME,
      type: 0,
      mod: ANKI_MODEL_MOD,
      usn: -1,
      sortf: 0,
      did: ANKI_DEFAULT_DECK_ID,
      flds: FIELD_NAMES.map((name, ord) => ({
        name,
        ord,
        sticky: false,
        rtl: false,
        font: 'Arial',
        size: 20,
        media: [],
      })),
      tmpls: [
        {
          name: 'Card 1',
          ord: 0,
          qfmt: QUESTION_TEMPLATE,
          afmt: ANSWER_TEMPLATE,
          did: null,
          bqfmt: '',
          bafmt: '',
        },
      ],
      css: CARD_CSS,
      latexPre:
        '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
      latexPost: '\\end{document}',
      latexsvg: false,
      // Card 1 is generated when field 0 (Front) is non-empty: what old Anki versions read.
      req: [[0, 'all', [0]]],
      tags: [],
      vers: [],
    },
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

function decksJson(ankiDecks: AnkiDeck[], nowSecs: number) {
  const entries = [
    deckJson(ANKI_DEFAULT_DECK_ID, 'Default', nowSecs),
    deckJson(ANKI_PARENT_DECK_ID, ANKI_PARENT_DECK_NAME, nowSecs, 'Flashcards exported from Revisely.'),
    ...ankiDecks.map(({ ankiId, name }) => deckJson(ankiId, name, nowSecs)),
  ];
  return Object.fromEntries(entries.map((deck) => [String(deck.id), deck]));
}

// Anki's default options group; importers map decks onto their own "Default" group anyway.
function deckConfigJson() {
  return {
    [DEFAULT_DECK_CONFIG_ID]: {
      id: DEFAULT_DECK_CONFIG_ID,
      name: 'Default',
      mod: 0,
      usn: 0,
      dyn: false,
      maxTaken: 60,
      timer: 0,
      autoplay: true,
      replayq: true,
      new: {
        delays: [1, 10],
        ints: [1, 4, 7],
        initialFactor: 2500,
        separate: true,
        order: 1,
        perDay: 20,
        bury: false,
      },
      lapse: { delays: [10], mult: 0, minInt: 1, leechFails: 8, leechAction: 0 },
      rev: {
        perDay: 200,
        ease4: 1.3,
        fuzz: 0.05,
        minSpace: 1,
        ivlFct: 1,
        maxIvl: 36500,
        bury: false,
        hardFactor: 1.2,
      },
    },
  };
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
