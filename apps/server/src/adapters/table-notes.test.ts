import { describe, expect, it } from 'vitest';
import { generateCards } from './card-generator/builtin-card-generator.js';
import { parseBlocks, rewriteTables } from './nlp/index.js';
import { summariseNotes } from './summariser/builtin-summariser.js';

/** Pasted from a word processor: cells separated by tabs. */
const METALS = [
  'Group 1 metals',
  '',
  'Reactivity increases down the group because the outer electron is further from the nucleus.',
  '',
  'Metal\tSymbol\tMelting point\tReaction with water',
  'Lithium\tLi\t181C\tFizzes steadily',
  'Sodium\tNa\t98C\tFizzes rapidly',
  'Potassium\tK\t63C\tLilac flame',
].join('\n');

/** Typed in Markdown, a comparison: the columns are the things compared. */
const DIVISION = [
  'Cell division',
  '',
  'Mitosis and meiosis are both types of cell division.',
  '',
  '| Feature | Mitosis | Meiosis |',
  '|---|---|---|',
  '| Number of divisions | 1 | 2 |',
  '| Daughter cells | 2 | 4 |',
  '| Genetically identical? | Yes | No, variation |',
  '| Used for | Growth and repair | Making gametes |',
  '',
  'Meiosis happens in the testes and ovaries. Crossing over in meiosis creates genetic variation.',
].join('\n');

function cardsOf(notes: string, subject: string, topic: string) {
  const points = summariseNotes({ text: notes, subject, topic });
  return generateCards({ text: points.join('\n'), notes, subject, topic, cardCount: 10, difficulty: 'medium' });
}

describe('tables in the notes', () => {
  it('reads each row as one item named by its column headings', () => {
    const rows = parseBlocks(METALS).filter((b) => b.table);
    expect(rows.map((b) => b.text)).toEqual([
      'Lithium: symbol Li; melting point 181C; reaction with water fizzes steadily',
      'Sodium: symbol Na; melting point 98C; reaction with water fizzes rapidly',
      'Potassium: symbol K; melting point 63C; reaction with water lilac flame',
    ]);
    expect(rows.every((b) => b.kind === 'bullet')).toBe(true);
  });

  it('reads a Markdown comparison row by row, without its separator line', () => {
    const rows = parseBlocks(DIVISION).filter((b) => b.table);
    expect(rows.map((b) => b.text)).toEqual([
      'Number of divisions: mitosis 1; meiosis 2',
      'Daughter cells: mitosis 2; meiosis 4',
      'Genetically identical: mitosis yes; meiosis No, variation',
      'Used for: mitosis growth and repair; meiosis making gametes',
    ]);
    expect(rows[0]?.table?.comparison).toBe(true);
  });

  it('never makes a point of a row run together as words', () => {
    const points = summariseNotes({ text: DIVISION, subject: 'Biology', topic: 'Cell division' });
    expect(points.join('\n')).not.toMatch(/Growth and repair Making/u);
    expect(points.every((p) => !/\|/u.test(p))).toBe(true);
  });

  it('asks a row by what its cells are, not "What is lithium?"', () => {
    const cards = cardsOf(METALS, 'Chemistry', 'Group 1');
    const lithium = cards.find((c) => /^Lithium/u.test(c.front_text));
    expect(lithium?.front_text).toBe('Lithium: symbol, melting point and reaction with water?');
    expect(lithium?.back_text).toBe('Lithium — symbol: Li; melting point: 181C; reaction with water: Fizzes steadily');
    expect(cards.some((c) => /What is (?:lithium|sodium|potassium)\?/iu.test(c.front_text))).toBe(false);
  });

  it('asks a comparison row across the things compared, from the summary point as from the notes', () => {
    const cards = cardsOf(DIVISION, 'Biology', 'Cell division');
    expect(cards.map((c) => c.front_text)).toContain('Mitosis vs Meiosis: daughter cells?');
    expect(cards.find((c) => c.front_text === 'Mitosis vs Meiosis: daughter cells?')?.back_text).toBe(
      'Daughter cells — Mitosis: 2; Meiosis: 4',
    );
    expect(
      cards.some((c) => /What (?:is|are) (?:daughter cells|used for|genetically identical)/iu.test(c.front_text)),
    ).toBe(false);
  });

  it('asks a truth table row as inputs and output', () => {
    const notes =
      'AND gate\n\nA | B | A AND B\n0 | 0 | 0\n0 | 1 | 0\n1 | 0 | 0\n1 | 1 | 1\n\nAn AND gate outputs 1 only when both inputs are 1.';
    expect(
      parseBlocks(notes)
        .filter((b) => b.table)
        .map((b) => b.text),
    ).toContain('A = 1, B = 1, A AND B = 1');
    const cards = cardsOf(notes, 'Computer Science', 'Logic gates');
    const rows = cards.filter((c) => /^When A = [01] and B = [01], what is A AND B\?$/u.test(c.front_text));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.back_text).toBe(/A = 1 and B = 1/u.test(row.front_text) ? '1' : '0');
  });

  it('keeps a two-column glossary an ordinary "term: meaning" list', () => {
    const notes =
      'Key words\n\nKey term\tMeaning\nOsmosis\tThe diffusion of water across a partially permeable membrane\nDiffusion\tThe net movement of particles from high to low concentration';
    const rows = parseBlocks(notes).filter((b) => b.table);
    expect(rows.map((b) => b.text)).toEqual([
      'Osmosis: The diffusion of water across a partially permeable membrane',
      'Diffusion: The net movement of particles from high to low concentration',
    ]);
    const cards = cardsOf(notes, 'Biology', 'Transport');
    expect(cards.map((c) => c.front_text)).toContain('What is osmosis?');
  });

  it('lines up headings OCR read as one cell, and keeps names and symbols as written', () => {
    const { rows } = rewriteTables(
      'Metal\tSymbol Melting point\tReaction with water\nLithium\tLi\t181C\tFizzes steadily\nSodium\tNa\t98C\tFizzes rapidly',
    );
    expect(rows[0]?.cells.map((c) => c.name)).toEqual(['Symbol', 'Melting point', 'Reaction with water']);
    const causes = rewriteTables(
      'Cause\tExample\tYear\nNationalism\tBosnian crisis\t1908\nAlliances\tTriple Entente formed\t1907',
    );
    expect(
      parseBlocks(
        'Causes\n\nCause\tExample\tYear\nNationalism\tBosnian crisis\t1908\nAlliances\tTriple Entente formed\t1907',
      )
        .filter((b) => b.table)
        .map((b) => b.text),
    ).toEqual([
      'Nationalism: example Bosnian crisis; year 1908',
      'Alliances: example Triple Entente formed; year 1907',
    ]);
    expect(causes.rows).toHaveLength(2);
  });

  it('leaves prose with one pipe, a lone tabbed line and a pasted mark alone', () => {
    const prose = 'Use | to mean "or" in set notation.\nIndented\tline once.';
    expect(rewriteTables(prose)).toEqual({ text: prose, rows: [] });
    expect(rewriteTables('a\uE000b\tc\nd\te').rows).toHaveLength(1);
    expect(parseBlocks('Notes\n\nx\uE000y is fine.').map((b) => b.text)).toContain('xy is fine.');
  });

  it('reads 100,000 characters of cells quickly', () => {
    const big = Array.from({ length: 5_000 }, (_, i) => `Row ${i}\t${'cell '.repeat(3)}\t${i}`).join('\n');
    const started = performance.now();
    const blocks = parseBlocks(big);
    expect(blocks.length).toBeGreaterThan(1_000);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('reads a vocabulary list as sentences and asks each word in the other language', () => {
    const notes =
      'Les vacances\n\nVocab\nFrench\tEnglish\nles vacances\tholidays\nla plage\tthe beach\nle camping\tcampsite\n\nThe perfect tense is used for completed actions in the past.';
    expect(
      parseBlocks(notes)
        .filter((b) => b.table)
        .map((b) => b.text),
    ).toEqual(['"les vacances" means "holidays"', '"la plage" means "the beach"', '"le camping" means "campsite"']);
    const plage = cardsOf(notes, 'French', 'Holidays').find((c) => c.front_text === 'What is "la plage" in English?');
    expect(plage?.back_text).toBe('The beach');
  });

  it('joins a row the page wrapped onto the next line, in both forms', () => {
    const tabs = [
      'Feature\tPerfect competition\tMonopoly',
      'Number of firms\tVery many small firms\tOne firm (legal',
      'monopoly = 25%+ market share)',
      'Efficiency\tAllocative + productive\tAllocatively ineffici-',
      'ent (P > MC)',
    ].join('\n');
    expect(rewriteTables(tabs).rows.map((r) => r.cells.map((c) => c.value))).toEqual([
      ['Very many small firms', 'One firm (legal monopoly = 25%+ market share)'],
      ['Allocative + productive', 'Allocatively inefficient (P > MC)'],
    ]);
    const pipes =
      '| Protocol | Purpose |\n|---|---|\n| HTTP | requesting and sending\nweb pages |\n| FTP | transferring files |';
    expect(rewriteTables(pipes).rows.map((r) => r.cells[0]?.value)).toEqual([
      'requesting and sending web pages',
      'transferring files',
    ]);
  });

  it('offers a row whole to the summary: its ";" part cells, not clauses', () => {
    const notes = [
      'Market structures',
      '',
      'Feature\tPerfect competition\tMonopoly\tOligopoly',
      'Long-run profit\tNormal profit only\tSupernormal profit\tSupernormal profit likely',
      'Barriers to entry\tNone - free entry and exit\tVery high\tHigh',
      '',
      'A monopoly is a single seller. Oligopolies are interdependent, so firms watch their rivals.',
    ].join('\n');
    const points = summariseNotes({ text: notes, subject: 'Economics', topic: 'Market structures' });
    for (const p of points.filter((x) => /^\**Long-run profit/u.test(x)))
      expect(p).toMatch(/oligopoly supernormal profit likely\.$/u);
  });

  it('lets the sentences around a table into the summary: the headings every row repeats are no key terms', () => {
    const notes = [
      'Group 1 metals',
      '',
      'Reactivity increases down the group because the outer electron is further from the nucleus, so it is lost more easily.',
      '',
      METALS.split('\n').slice(4).join('\n'),
      'Rubidium\tRb\t39C\tReacts violently',
      '',
      '| Feature | Group 1 | Transition metals |',
      '|---|---|---|',
      '| Density | Low | High |',
      '| Coloured compounds | No (white) | Yes |',
      '',
      'All Group 1 metals react with water to produce a metal hydroxide and hydrogen. The hydroxides are alkalis, so universal indicator turns purple.',
    ].join('\n');
    const points = summariseNotes({ text: notes, subject: 'Chemistry', topic: 'Group 1 metals' });
    expect(points.some((p) => !/^\*\*[^*]+\*\*:/u.test(p))).toBe(true);
    expect(parseBlocks(notes).map((b) => b.text)).toContain('Density: Group 1 low; transition metals high');
    const cards = cardsOf(notes, 'Chemistry', 'Group 1 metals');
    expect(cards.map((c) => c.back_text).join('\n')).not.toMatch(/because .* because/u);
  });
});
