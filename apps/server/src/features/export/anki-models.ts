import {
  ANSWER_TEMPLATE,
  CARD_CSS,
  CLOZE_ANSWER_TEMPLATE,
  CLOZE_CSS,
  CLOZE_QUESTION_TEMPLATE,
  QUESTION_TEMPLATE,
} from './anki-schema.js';

/** The note types and options group written into an exported collection (docs/anki-export.md). */

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
export const DEFAULT_DECK_CONFIG_ID = 1;
const MODEL_NAME = 'Revisely Basic';
const FIELD_NAMES = ['Front', 'Back', 'Explanation'] as const;
/** The Cloze note type, fixed for the same reason as ANKI_MODEL_ID; written only when a cloze note is exported. */
export const ANKI_CLOZE_MODEL_ID = 1_732_269_600_010;
const CLOZE_MODEL_NAME = 'Revisely Cloze';
const CLOZE_FIELD_NAMES = ['Text', 'Back Extra', 'Explanation'] as const;

const LATEX_PRE =
  '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n';

function fieldsJson(names: readonly string[]) {
  return names.map((name, ord) => ({ name, ord, sticky: false, rtl: false, font: 'Arial', size: 20, media: [] }));
}

/** Anki's Cloze note type (type 1): one template whose cards are made per deletion number. */
function clozeModelJson() {
  return {
    id: ANKI_CLOZE_MODEL_ID,
    name: CLOZE_MODEL_NAME,
    type: 1,
    mod: ANKI_MODEL_MOD,
    usn: -1,
    sortf: 0,
    did: ANKI_DEFAULT_DECK_ID,
    flds: fieldsJson(CLOZE_FIELD_NAMES),
    tmpls: [
      {
        name: 'Cloze',
        ord: 0,
        qfmt: CLOZE_QUESTION_TEMPLATE,
        afmt: CLOZE_ANSWER_TEMPLATE,
        did: null,
        bqfmt: '',
        bafmt: '',
      },
    ],
    css: CARD_CSS + CLOZE_CSS,
    latexPre: LATEX_PRE,
    latexPost: '\\end{document}',
    latexsvg: false,
    tags: [],
    vers: [],
  };
}

export function modelsJson(withCloze: boolean) {
  return {
    ...(withCloze ? { [ANKI_CLOZE_MODEL_ID]: clozeModelJson() } : {}),
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
      latexPre: LATEX_PRE,
      latexPost: '\\end{document}',
      latexsvg: false,
      // Card 1 is generated when field 0 (Front) is non-empty: what old Anki versions read.
      req: [[0, 'all', [0]]],
      tags: [],
      vers: [],
    },
  };
}

// Anki's default options group; importers map decks onto their own "Default" group anyway.
export function deckConfigJson() {
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
