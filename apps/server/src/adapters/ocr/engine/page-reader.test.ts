import { describe, expect, it } from 'vitest';
import type { OcrResult } from '../ocr-engine.js';
import { combineReadings, readPage, type Recognise } from './page-reader.js';
import { cutThroughText, foundMore, plainCheckNeeded } from './cut-out-checks.js';
import { doubtful, lostText } from './reading-doubt.js';
import { honestConfidence, honestLayout } from '../layout/page-reading.js';
import { mergeReadings } from '../layout/reading-merge.js';
import { pageOnDesk, tsvOf, tsvOfLines } from '../../../../test/page-reader-fixtures.js';

const box = { x: 0, y: 0, w: 0.1, h: 0.1 };
function reading(text: string, confidences: number[], extra: Partial<OcrResult> = {}): OcrResult {
  const words = text.split(/\s+/u).filter(Boolean);
  return {
    extractedText: text,
    originalOcrText: text,
    confidence: confidences.reduce((a, b) => a + b, 0) / Math.max(1, confidences.length),
    layoutComplexity: 'simple',
    words: words.map((word, i) => ({ text: word, confidence: confidences[i] ?? 90, box })),
    linesToCheck: [],
    ...extra,
  };
}

describe('when the cleaned reading is doubted', () => {
  const clean = reading('Mitochondria release energy', [95, 94, 96]);
  it('is trusted on a clean, confident scan', () => {
    expect(doubtful(clean)).toBe(false);
  });
  it('is doubted when empty, with a cut line, or when unsure', () => {
    expect(doubtful(reading('', []))).toBe(true);
    const cut = { ...clean, linesToCheck: [{ text: '-e that', reason: 'cut' as const }] };
    expect(doubtful(cut)).toBe(true);
    expect(doubtful(reading('Mitochondria release energy', [60, 70, 75]))).toBe(true);
  });
});

describe('merging the plain reading into ours', () => {
  it('gives a cut list item back the number ours lost, when the plain line reads it word for word', () => {
    const item = '. Take a drop every 30 seconds';
    const ours = reading(`Required practical\n${item}`, Array(8).fill(95), {
      linesToCheck: [{ text: item, reason: 'cut' }],
    });
    const plain = reading('Required practical\n2. Take a drop every 30 seconds', Array(9).fill(90));
    expect(mergeReadings(ours, plain).text).toBe('Required practical\n2. Take a drop every 30 seconds');
    const other = reading('Required practical\n2. Take a sample every 30 seconds', Array(9).fill(90));
    expect(mergeReadings(ours, other).added).toEqual([]);
  });

  it('puts in lines ours lost, after the line the plain reading had before them', () => {
    const ours = reading('Arguments for God\n\nCritics reply that evolution explains design', Array(9).fill(90));
    const plain = reading(
      'Arguments for God\nThe First Cause argument was put forward by Aquinas\nCritics reply that evolution explains design',
      Array(18).fill(90),
    );
    const merged = mergeReadings(ours, plain);
    expect(merged.added).toEqual(['The First Cause argument was put forward by Aquinas']);
    expect(merged.text).toBe(
      'Arguments for God\n\nThe First Cause argument was put forward by Aquinas\n\nCritics reply that evolution explains design',
    );
  });

  it('replaces a line whose start ours cut off, and leaves lines both read alone', () => {
    const ours = reading('Macbeth\n-e that corrupts Macbeth and Lady Macbeth', Array(8).fill(90), {
      linesToCheck: [{ text: '-e that corrupts Macbeth and Lady Macbeth', reason: 'cut' }],
    });
    const plain = reading('Macbeth\nAmbition is the flaw that corrupts Macbeth and Lady Macbeth', Array(11).fill(90));
    expect(mergeReadings(ours, plain).text).toBe(
      'Macbeth\nAmbition is the flaw that corrupts Macbeth and Lady Macbeth',
    );
    const same = reading('Macbeth\nthat corrupts Macbeth and Lady Macbeth', Array(7).fill(90));
    expect(mergeReadings(ours, same).added).toEqual([]);
  });

  it('adds no specks: short or unsure lines stay out', () => {
    const ours = reading('Osmosis is the diffusion of water', Array(6).fill(90));
    const plain = reading('ee ie\nOsmosis is the diffusion of water\nwiggly squiggly noise here', [
      20,
      20,
      ...Array(6).fill(90),
      30,
      30,
      30,
      30,
    ]);
    expect(mergeReadings(ours, plain).added).toEqual([]);
  });
});

describe('combining the two readings of a doubtful page', () => {
  const lost = 'Everything that exists has a cause and the chain of causes cannot go back forever';
  it('takes the plain reading as the base when ours lost clearly more of what it found', () => {
    const ours = reading('cause which ts God\n\nte x and', [60, 55, 40, 50, 30, 20, 25]);
    const plain = reading(`${lost}\ncause which is God`, Array(19).fill(92));
    const { result, pass } = combineReadings(ours, plain);
    expect(pass).not.toBe('cleaned');
    expect(result.extractedText.startsWith(lost)).toBe(true);
  });

  it('keeps ours as the base when the plain reading found no more than ours', () => {
    const ours = reading('Osmosis is the diffusion of water through a membrane', Array(9).fill(90), {
      linesToCheck: [{ text: 'x', reason: 'cut' }],
    });
    const plain = reading('Osmosis is the difusion of water', Array(6).fill(93));
    expect(combineReadings(ours, plain)).toMatchObject({
      pass: 'cleaned',
      result: { extractedText: ours.extractedText },
    });
  });

  it('puts in a short line ours has none of, when the plain reading is sure of it', () => {
    const ours = reading('Rates of reaction\nParticles react only when they collide', Array(9).fill(90));
    const plain = reading(
      'Rates of reaction\nCollision theory\nParticles react only when they collide',
      Array(11).fill(95),
    );
    expect(mergeReadings(ours, plain).added).toEqual(['Collision theory']);
    const unsure = reading(
      'Rates of reaction\nCollision theory\nParticles react only when they collide',
      [95, 95, 95, 70, 70, 95, 95, 95, 95, 95, 95],
    );
    expect(mergeReadings(ours, unsure).added).toEqual([]);
  });

  it('counts sure words neither reading could place as missing: lower confidence, complex layout', () => {
    const ours = reading(
      'Metallic bonding\nMetals are a lattice of positive ions\nGiant covalent structures diamond silicon',
      Array(13).fill(95),
      { linesToCheck: [{ text: 'x', reason: 'cut' }] },
    );
    // The plain reading's extra words sit on a line that matches one of ours, so the merge cannot
    // place them; ours found about as much that the plain reading lacks, so it stays the base.
    const plain = reading(
      'Metallic bonding\nMetals are a lattice of positive ions delocalised electrons carry charge heat layers',
      Array(14).fill(95),
    );
    const { result } = combineReadings(ours, plain);
    expect(result.confidence).toBeLessThan(80);
    expect(result.layoutComplexity).toBe('complex');
  });
});

describe('the page confidence', () => {
  const full = 'Ambition is the flaw that corrupts Macbeth and';
  it('loses what a cut line falls short of a typical line, at least a fifth of one', () => {
    const text = [full, full, 'that corrupts', full].join('\n');
    const cut = [{ text: 'that corrupts', reason: 'cut' as const }];
    const halfLost = honestConfidence(90, text, cut);
    expect(halfLost).toBeLessThan(80);
    expect(honestConfidence(90, [full, full, full, full].join('\n'), [{ text: full, reason: 'cut' }])).toBeGreaterThan(
      halfLost,
    );
    expect(honestConfidence(90, text, [])).toBe(90);
    expect(honestConfidence(90, '', [])).toBe(0);
  });

  it('counts some words of a page of formulas as doubtful, and not those of a page with one formula', () => {
    const formulas = ['F = m × a', 'a = Δv ÷ t', 'p = m × v'];
    const symbols = formulas.map((text) => ({ text, reason: 'symbols' as const }));
    const formulaPage = [...formulas, 'Newton laws'].join('\n');
    expect(honestConfidence(90, formulaPage, symbols)).toBeLessThan(90);
    expect(honestConfidence(90, formulaPage, symbols)).toBeGreaterThan(80);
    const prose = 'Forces change the motion of objects in many ways we can measure';
    const proseWithOne = [prose, prose, 'F = m × a'].join('\n');
    expect(honestConfidence(90, proseWithOne, [symbols[0]!])).toBe(90);
  });

  it('calls a page with a quarter of its lines cut complex, so the review step says to check it', () => {
    const text = [full, full, 'that corrupts', full].join('\n');
    expect(honestLayout('simple', text, [{ text: 'that corrupts', reason: 'cut' }])).toBe('complex');
    expect(honestLayout('simple', text, [{ text: full, reason: 'symbols' }])).toBe('simple');
    expect(honestLayout('moderate', text, [])).toBe('moderate');
  });
});

describe('a page cut out of the photo that reads (next to) empty', () => {
  it('is read once more without the cut-out, and never comes back empty', async () => {
    const passes: string[] = [];
    const recognise: Recognise = async (prepared, pass) => {
      passes.push(pass);
      if (pass === 'cleaned') expect(prepared.flattened).toBe(true);
      if (pass === 'uncut') expect(prepared.flattened).not.toBe(true);
      return { tsv: tsvOf(pass === 'uncut' ? ['Significance', 'level', 'of', 'five', 'percent'] : []) };
    };
    const { result, pass } = await readPage(await pageOnDesk(), {}, recognise);
    // The uncut reading is sure of its words: no plain reading is needed.
    expect(passes).toEqual(['cleaned', 'uncut']);
    expect(pass).toBe('uncut');
    expect(result.extractedText).toContain('Significance level');
  });

  it('takes the plain reading when the uncut one finds nothing either', async () => {
    const passes: string[] = [];
    const recognise: Recognise = async (_prepared, pass) => {
      passes.push(pass);
      return { tsv: tsvOf(pass === 'plain' ? ['Research', 'methods', 'compared'] : []) };
    };
    const { result } = await readPage(await pageOnDesk(), {}, recognise);
    expect(passes).toEqual(['cleaned', 'uncut', 'plain']);
    expect(result.extractedText).toContain('Research methods');
  });
});

describe('a cut-out that went through the text (cutThroughText)', () => {
  const lines = Array.from({ length: 10 }, (_, i) => `line ${i} of the notes reads well`);
  const full = reading(lines.join('\n'), Array(70).fill(93));
  it.each([
    ['next to no words', reading('ok', [95]), 0, true],
    ['four of ten lines running into a side edge', full, 4, true],
    ['two lines at an edge: a clipped letter, not a crop through the text', full, 2, false],
    ['three lines of thirty at an edge', reading(Array(30).fill(lines[0]).join('\n'), Array(210).fill(93)), 3, false],
    [
      'words read as noise (mean word confidence 46)',
      reading('RAN SWE WAaAAAS MOCTe Of TEN', [40, 52, 38, 50, 55, 41]),
      0,
      true,
    ],
    ['a formula page read as sure wrong words', reading('Area = 11%\nChargeQ=Ixt', [88, 90, 91, 86, 80]), 0, false],
  ])('%s', (_name, text, edgeLines, expected) => {
    expect(cutThroughText(text, edgeLines)).toBe(expected);
  });

  it('takes the uncut reading when it found more of ours than ours of it (foundMore)', () => {
    const cut = reading('Metal atoms lose\nnon-metal atoms', Array(5).fill(90));
    const uncut = reading('Metal atoms lose electrons to\nnon-metal atoms gain them to', Array(11).fill(92));
    expect(foundMore(uncut, cut)).toBe(true);
    expect(foundMore(cut, uncut)).toBe(false);
  });

  it('reads the photo uncut when most lines of the cut-out run into its right edge', async () => {
    const passes: string[] = [];
    const cutLines = (width: number) =>
      Array.from({ length: 8 }, (_, i) => ({ words: ['Ionic', 'bonds', `hold${i}`, 'ion'], x0: 300, x1: width - 1 }));
    const wholeLines = Array.from({ length: 8 }, (_, i) => ({
      words: ['Ionic', 'bonds', `hold${i}`, 'ions', 'in', 'giant', 'lattices'],
      x0: 200,
      x1: 700,
    }));
    const recognise: Recognise = async (prepared, pass) => {
      passes.push(pass);
      return { tsv: tsvOfLines(pass === 'cleaned' ? cutLines(prepared.width) : wholeLines) };
    };
    const { result, pass } = await readPage(await pageOnDesk(), {}, recognise);
    expect(passes).toEqual(['cleaned', 'uncut']);
    expect(pass).toBe('uncut');
    expect(result.extractedText).toContain('giant lattices');
  });
});

describe('a lost title', () => {
  it('keeps ours as the base when the plain reading only adds a lost title', () => {
    const body = Array.from({ length: 12 }, (_, i) => `row ${i} holds perfectly inelastic goods like insulin`).join(
      '\n',
    );
    const ours = reading(body, Array(96).fill(95), { linesToCheck: [{ text: 'x', reason: 'cut' }] });
    const plain = reading(`Price Elasticity of Demand Explained\n${body}`, Array(101).fill(95));
    const { result, pass } = combineReadings(ours, plain);
    expect(pass).toBe('merged');
    expect(result.extractedText.split('\n')[0]).toBe('Price Elasticity of Demand Explained');
  });
});

describe('signs that ask for no other reading (doubtful, lostText)', () => {
  const sure = (checks: string[]) =>
    reading(['Pressure is force over area', ...checks].join('\n'), Array(12).fill(93), {
      linesToCheck: checks.map((text) => ({ text, reason: 'cut' as const })),
    });
  it('does not doubt a page for a formula that starts with a variable, or for a speck', () => {
    expect(lostText('p = 600 + 0.25 = 2400 Pa')).toBe(false);
    expect(lostText('tan 8 = opp + adj')).toBe(false);
    expect(lostText(')')).toBe(false);
    expect(doubtful(sure(['p = 600 + 0.25 = 2400 Pa', ')']))).toBe(false);
  });
  it('doubts a page by the engine’s word confidence, not by the discount a page of formulas gets', () => {
    const formulas = 'x = (−b ± √(b² − 4ac)) ÷ 2a\n√18 = 3√2';
    expect(doubtful(reading(formulas, [88, 84, 90, 86, 85, 83, 92, 88, 90], { confidence: 53 }))).toBe(false);
    expect(doubtful(reading(formulas, [70, 64, 72, 60, 75, 68, 80, 66, 70], { confidence: 53 }))).toBe(true);
    expect(doubtful(reading(formulas, [], { confidence: 53, words: [] }))).toBe(true);
  });
  it('still doubts a prose line cut at its start, a formula cut at a hyphen, and an unsure page', () => {
    expect(lostText('ng the water cycle')).toBe(true);
    expect(lostText('-ure = force / area')).toBe(true);
    expect(doubtful(sure(['ng the water cycle']))).toBe(true);
    expect(doubtful(reading('p = 600 + 0.25 = 2400 Pa', [60, 70, 75, 60, 70, 75, 60]))).toBe(true);
  });

  const bodyLines = (width: number, last: string[]) =>
    [
      ...Array.from({ length: 6 }, (_, i) => ['Pressure', 'is', 'the', 'force', 'on', `unit${i}`, 'of', 'area']),
      last,
    ].map((words) => ({ words, x0: Math.round(width * 0.2), x1: Math.round(width * 0.8) }));
  const passesFor = async (last: string[]) => {
    const passes: string[] = [];
    const recognise: Recognise = async (prepared, pass) => {
      passes.push(pass);
      return { tsv: tsvOfLines(bodyLines(prepared.width, last)) };
    };
    await readPage(await pageOnDesk(), {}, recognise);
    return passes;
  };
  it('reads a sure page whose only cut mark is a formula starting with a variable once', async () => {
    expect(await passesFor(['p', '=', '600', '+', '0.25', '=', '2400', 'Pa'])).toEqual(['cleaned']);
  });
  it('reads a page of garbled formulas once when the engine was sure of its words', async () => {
    const passes: string[] = [];
    const recognise: Recognise = async (prepared, pass) => {
      passes.push(pass);
      const lines = Array.from({ length: 6 }, (_, i) => ({
        words: ['Area', '=', `${i}2orx`, '=', '-3'],
        x0: Math.round(prepared.width * 0.2),
        x1: Math.round(prepared.width * 0.8),
      }));
      return { tsv: tsvOfLines(lines) };
    };
    const { result } = await readPage(await pageOnDesk(), {}, recognise);
    // Its page confidence stays under the doubt threshold, for the student; the engine's words are at 93.
    expect(result.confidence).toBeLessThan(80);
    expect(passes).toEqual(['cleaned']);
  });
  it('still checks a page with a prose line cut at its start against the plain reading', async () => {
    expect(await passesFor(['ng', 'the', 'water', 'cycle'])).toEqual(['cleaned', 'plain']);
  });
});

describe('after the cut-out was checked (plainCheckNeeded)', () => {
  const unsure = reading('Ionic bonds hold ions\nng the lattice', [70, 72, 75, 71, 60, 70, 72]);
  it('gives no plain reading to a taken uncut reading, which read the whole photo; a cut-out still gets one', () => {
    expect(plainCheckNeeded(unsure, 'uncut')).toBe(false);
    expect(plainCheckNeeded(unsure, 'grown')).toBe(true);
    expect(plainCheckNeeded(unsure, 'cleaned')).toBe(true);
    expect(plainCheckNeeded(reading('Ionic bonds hold ions', [95, 94, 96, 95]), 'grown')).toBe(false);
  });

  it('keeps a doubtful uncut reading that replaced a cut-out through the text, without a plain reading', async () => {
    const passes: string[] = [];
    const cutLines = (width: number) =>
      Array.from({ length: 8 }, (_, i) => ({ words: ['Ionic', 'bonds', `hold${i}`, 'ion'], x0: 300, x1: width - 1 }));
    const wholeLines = [
      ...Array.from({ length: 8 }, (_, i) => ({
        words: ['Ionic', 'bonds', `hold${i}`, 'ions', 'in', 'giant', 'lattices'],
        x0: 200,
        x1: 700,
      })),
      { words: ['ng', 'the', 'lattice', 'is', 'strong'], x0: 200, x1: 700 },
    ];
    const recognise: Recognise = async (prepared, pass) => {
      passes.push(pass);
      return { tsv: tsvOfLines(pass === 'cleaned' ? cutLines(prepared.width) : wholeLines) };
    };
    const { result, pass } = await readPage(await pageOnDesk(), {}, recognise);
    expect(passes).toEqual(['cleaned', 'uncut']);
    expect(pass).toBe('uncut');
    expect(result.linesToCheck?.some((check) => check.reason === 'cut')).toBe(true);
  });
});
