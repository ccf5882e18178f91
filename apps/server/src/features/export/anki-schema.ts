/**
 * Data Anki's schema-11 collection and the Revisely note type are written with. Changing the CSS or
 * the templates means bumping ANKI_MODEL_MOD in anki-package.ts, or Anki keeps the old ones.
 */

// The column lists and indexes are Anki's schema 11 verbatim: importers read columns by position.
export const SCHEMA_11 = `
CREATE TABLE col (
  id integer PRIMARY KEY,
  crt integer NOT NULL,
  mod integer NOT NULL,
  scm integer NOT NULL,
  ver integer NOT NULL,
  dty integer NOT NULL,
  usn integer NOT NULL,
  ls integer NOT NULL,
  conf text NOT NULL,
  models text NOT NULL,
  decks text NOT NULL,
  dconf text NOT NULL,
  tags text NOT NULL
);
CREATE TABLE notes (
  id integer PRIMARY KEY,
  guid text NOT NULL,
  mid integer NOT NULL,
  mod integer NOT NULL,
  usn integer NOT NULL,
  tags text NOT NULL,
  flds text NOT NULL,
  sfld integer NOT NULL,
  csum integer NOT NULL,
  flags integer NOT NULL,
  data text NOT NULL
);
CREATE TABLE cards (
  id integer PRIMARY KEY,
  nid integer NOT NULL,
  did integer NOT NULL,
  ord integer NOT NULL,
  mod integer NOT NULL,
  usn integer NOT NULL,
  type integer NOT NULL,
  queue integer NOT NULL,
  due integer NOT NULL,
  ivl integer NOT NULL,
  factor integer NOT NULL,
  reps integer NOT NULL,
  lapses integer NOT NULL,
  left integer NOT NULL,
  odue integer NOT NULL,
  odid integer NOT NULL,
  flags integer NOT NULL,
  data text NOT NULL
);
CREATE TABLE revlog (
  id integer PRIMARY KEY,
  cid integer NOT NULL,
  usn integer NOT NULL,
  ease integer NOT NULL,
  ivl integer NOT NULL,
  lastIvl integer NOT NULL,
  factor integer NOT NULL,
  time integer NOT NULL,
  type integer NOT NULL
);
CREATE TABLE graves (
  usn integer NOT NULL,
  oid integer NOT NULL,
  type integer NOT NULL
);
CREATE INDEX ix_notes_usn ON notes (usn);
CREATE INDEX ix_cards_usn ON cards (usn);
CREATE INDEX ix_revlog_usn ON revlog (usn);
CREATE INDEX ix_cards_nid ON cards (nid);
CREATE INDEX ix_cards_sched ON cards (did, queue, due);
CREATE INDEX ix_revlog_cid ON revlog (cid);
CREATE INDEX ix_notes_csum ON notes (csum);
`;

export const CARD_CSS = `.card {
  font-family: arial, sans-serif;
  font-size: 20px;
  line-height: 1.5;
  text-align: center;
  color: black;
  background-color: white;
}
.explanation {
  margin-top: 1em;
  font-size: 0.85em;
  color: #555;
}
.nightMode .explanation,
.night_mode .explanation {
  color: #bbb;
}
`;

export const QUESTION_TEMPLATE = '{{Front}}';
// The conditional keeps an empty Explanation from leaving a blank styled block on the answer side.
export const ANSWER_TEMPLATE =
  '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}\n\n{{#Explanation}}<div class="explanation">{{Explanation}}</div>{{/Explanation}}';

export const CLOZE_CSS = `.cloze {
  font-weight: bold;
  color: #2563eb;
}
.nightMode .cloze,
.night_mode .cloze {
  color: #93c5fd;
}
`;

export const CLOZE_QUESTION_TEMPLATE = '{{cloze:Text}}';
export const CLOZE_ANSWER_TEMPLATE =
  '{{cloze:Text}}\n\n{{#Back Extra}}<hr id=answer>\n\n{{Back Extra}}{{/Back Extra}}\n\n{{#Explanation}}<div class="explanation">{{Explanation}}</div>{{/Explanation}}';
