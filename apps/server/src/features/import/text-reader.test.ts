import { ImportOptionsSchema } from '@revisely/contracts';
import { describe, expect, it } from 'vitest';
import { readTextFile } from './text-reader.js';

const options = (o: Record<string, string> = {}) => ImportOptionsSchema.parse(o);
const read = (text: string | Buffer, name = 'cards.csv', o: Record<string, string> = {}) =>
  readTextFile(typeof text === 'string' ? Buffer.from(text, 'utf8') : text, name, options(o));
const sides = (r: ReturnType<typeof read>) => r.cards.map((c) => [c.front_text, c.back_text, c.explanation]);

describe('readTextFile', () => {
  it('reads CSV with a header, quoted separators, doubled quotes and newlines in fields', () => {
    const csv = 'Front,Back,Notes\r\n"Ionic, bond","Metal and ""non-metal""",\r\n"Two\nlines",back,extra\r\n';
    const r = read(csv);
    expect(r.text).toMatchObject({ hasHeader: true, separator: 'comma', columns: ['Front', 'Back', 'Notes'] });
    expect(sides(r)).toEqual([
      ['Ionic, bond', 'Metal and "non-metal"', null],
      ['Two\nlines', 'back', 'extra'],
    ]);
    expect(r.deckNames).toEqual(['cards']);
  });

  it('reads UTF-8 with a BOM and without a header', () => {
    const r = read(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('café,coffee\nthé,tea\n')]));
    expect(r.text?.hasHeader).toBe(false);
    expect(sides(r)).toEqual([
      ['café', 'coffee', null],
      ['thé', 'tea', null],
    ]);
  });

  it('reads TSV and Quizlet tab exports, guessing the separator', () => {
    expect(sides(read('term\tdefinition\tnotes\nosmosis\twater moves, across\t\n', 'set.tsv'))).toEqual([
      ['osmosis', 'water moves, across', null],
    ]);
    const quizlet = read('le chat\tthe cat\nle chien\tthe dog', 'quizlet.txt');
    expect(quizlet.text?.separator).toBe('tab');
    expect(sides(quizlet)).toEqual([
      ['le chat', 'the cat', null],
      ['le chien', 'the dog', null],
    ]);
  });

  it("reads Quizlet's custom separators: a chosen text between term and definition, ';' between cards", () => {
    const r = read('chat - cat;chien - dog;oiseau - bird', 'quizlet.txt', {
      separator: ' - ',
      rowSeparator: 'semicolon',
    });
    expect(r.text?.separator).toBe(' - ');
    expect(sides(r)).toEqual([
      ['chat', 'cat', null],
      ['chien', 'dog', null],
      ['oiseau', 'bird', null],
    ]);
  });

  it('lets the student choose the front column and the header', () => {
    const r = read('a,b\nc,d', 'x.csv', { frontColumn: '1', hasHeader: 'true' });
    expect(r.text).toMatchObject({ frontColumn: 1, backColumn: 0, hasHeader: true });
    expect(sides(r)).toEqual([['d', 'c', null]]);
  });

  it('skips rows without a front and turns HTML cells into card text', () => {
    const r = read(',only back\n<b>bold</b><br>line,x\n');
    expect(r.skipped).toBe(1);
    expect(sides(r)).toEqual([['**bold**\nline', 'x', null]]);
    expect(r.warnings.list()).toEqual(['Skipped 1 row with nothing in the front column.']);
  });

  it('refuses binary and non-UTF-8 files, and files with no cards', () => {
    expect(() => read(Buffer.from([0x50, 0x00, 0x01, 0xff]))).toThrow(/isn't readable text/);
    expect(() => read(Buffer.from([0x63, 0x61, 0x66, 0xe9]))).toThrow(/isn't readable text/);
    expect(() => read('\n\n  \n')).toThrow(/No cards/);
  });

  it('refuses more than 50,000 cards', () => {
    expect(() => read('le chat,the cat\n'.repeat(50_001))).toThrow(/more than 50,000 cards/);
  });

  it('refuses millions of rows from the head of the file, with either row separator', () => {
    expect(() => read('a\n'.repeat(3_000_000))).toThrow(/more than 50,000 cards/);
    expect(() => read('a;'.repeat(3_000_000), 'cards.txt', { rowSeparator: 'semicolon' })).toThrow(
      /more than 50,000 cards/,
    );
  });

  it('reads a file with more lines than rows (newlines inside quoted cells) whole', () => {
    const long = 'line\n'.repeat(120_000);
    const r = read(`"Essay question","${long}"\n"Second","${long}"\nlast,card\n`);
    expect(r.cards.map((c) => c.front_text)).toEqual(['Essay question', 'Second', 'last']);
  });
});

describe('header detection', () => {
  it('knows column titles, including language names, and not card text', () => {
    expect(read('English,French\nthe cat,le chat').text?.hasHeader).toBe(true);
    expect(read('Term\tDefinition\nosmosis\twater').text?.hasHeader).toBe(true);
    expect(read('Question,Answer,Notes\nq,a,n').text?.hasHeader).toBe(true);
    expect(read('the cat,le chat\nthe dog,le chien').text?.hasHeader).toBe(false);
    expect(read('Front,le chat').text?.hasHeader).toBe(false);
  });
});
