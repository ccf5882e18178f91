import Database from 'better-sqlite3';
import { zipSync } from 'fflate';

/**
 * A small legacy Anki package (.apkg, schema 11) made on the fly: a Basic note with an image, a
 * Cloze note with two deletions (one reviewed), in the nested deck 'Biology::Cells'.
 */
export function ankiPackage(): Buffer {
  const db = new Database(':memory:');
  db.exec(`
    CREATE TABLE col (id integer PRIMARY KEY, crt integer, mod integer, scm integer, ver integer, dty integer,
      usn integer, ls integer, conf text, models text, decks text, dconf text, tags text);
    CREATE TABLE notes (id integer PRIMARY KEY, guid text, mid integer, mod integer, usn integer, tags text,
      flds text, sfld integer, csum integer, flags integer, data text);
    CREATE TABLE cards (id integer PRIMARY KEY, nid integer, did integer, ord integer, mod integer, usn integer,
      type integer, queue integer, due integer, ivl integer, factor integer, reps integer, lapses integer,
      left integer, odue integer, odid integer, flags integer, data text);
  `);
  const models = {
    '10': {
      id: 10,
      name: 'Basic',
      type: 0,
      flds: [
        { name: 'Front', ord: 0 },
        { name: 'Back', ord: 1 },
      ],
      tmpls: [{ ord: 0, qfmt: '{{Front}}', afmt: '{{FrontSide}}<hr id=answer>{{Back}}' }],
    },
    '11': {
      id: 11,
      name: 'Cloze',
      type: 1,
      flds: [
        { name: 'Text', ord: 0 },
        { name: 'Back Extra', ord: 1 },
      ],
      tmpls: [{ ord: 0, qfmt: '{{cloze:Text}}', afmt: '{{cloze:Text}}<br>{{Back Extra}}' }],
    },
  };
  const decks = { '1': { id: 1, name: 'Default' }, '20': { id: 20, name: 'Biology::Cells' } };
  db.prepare("INSERT INTO col VALUES (1, 1763697600, 0, 0, 11, 0, 0, 0, '{}', ?, ?, '{}', '{}')").run(
    JSON.stringify(models),
    JSON.stringify(decks),
  );
  const note = db.prepare("INSERT INTO notes VALUES (?, ?, ?, 0, 0, '', ?, '', 0, 0, '')");
  const card = db.prepare('INSERT INTO cards VALUES (?, ?, 20, ?, 0, 0, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, 0, ?)');
  note.run(1, 'e2eBasic', 10, ['<b>Mitochondria</b> do what?<img src="cell.png">', 'Release energy'].join('\x1f'));
  card.run(101, 1, 0, 0, 0, 1, 0, 0, 0, '');
  note.run(2, 'e2eCloze', 11, ['{{c1::ATP}} is made in the {{c2::mitochondria}}', 'Respiration'].join('\x1f'));
  card.run(102, 2, 0, 2, 2, 400, 12, 2500, 4, '');
  card.run(103, 2, 1, 0, 0, 2, 0, 0, 0, '');
  const collection = db.serialize();
  db.close();
  return Buffer.from(
    zipSync({ 'collection.anki2': collection, media: Buffer.from('{"0":"cell.png"}'), '0': tinyPng() }),
  );
}

export function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
}

export const FRENCH_CSV =
  '\ufeffEnglish,French\r\n"the cat","le chat"\r\n"the dog","le chien"\r\n"hello, friend","bonjour, l\'ami"\r\n';
