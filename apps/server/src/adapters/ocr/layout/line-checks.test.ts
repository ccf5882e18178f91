import { describe, expect, it } from 'vitest';
import { GARBLE_SIGNS } from './data/garble-signs.js';
import { SYMBOL_RULES } from './data/symbol-rules.js';
import { edgeTouchingLines, garbleSign, linesToCheck, looksCut, symbolRule, symbolSensitive } from './line-checks.js';
import type { LayoutBlock } from '../types.js';

describe('lines that look cut at their start', () => {
  it.each([
    '-e that corrupts Macbeth, who murders Duncan',
    '–ng the water cycle',
    '. the cell membrane controls what enters',
    '| Berlin Blockade 1948',
    'ng the water cycle moves',
    'ent of the treaty',
  ])('%s', (line) => {
    expect(looksCut(line)).toBe(true);
  });

  it.each([
    '- Increasing temperature gives particles more energy',
    '• Mitochondria release energy',
    '(a) Define osmosis',
    'the nucleus contains DNA',
    'a catalyst lowers the activation energy',
    'so more collisions exceed the activation energy',
    'Macbeth: "I have no spur to prick the sides of my intent"',
    "o'erleaps itself and falls on th'other",
    '1. Heat the solution',
    '/ To be the same in thine own act and valour / As thou art in desire?',
  ])('%s is not', (line) => {
    expect(looksCut(line)).toBe(false);
  });
});

describe('lines whose meaning hangs on a symbol', () => {
  it.each([
    'Speed = distance ÷ time',
    'Working memory holds 7 ± 2 items',
    'Acceleration is measured in m/s²',
    'acceleration in m/s2',
    'g = 9.8 m/s',
    'Water boils at 100 °C',
    'The area of a circle is πr²',
    'x2 + 3x = 10',
    'ΔT is the temperature change',
    'Energy transferred = 3 kg × 4200 × 5',
    'Inflation fell to 2%',
    '7 + 2 = 9',
    'Light intensity ↑ → rate ↑',
    'Exothermic: AH is negative, surroundings warm up',
    'Reading error on the burette: + 0.05',
    'Midpoint f x x',
    'Significance level: p s 0.05',
    '10 <t< 20',
  ])('%s', (line) => {
    expect(symbolSensitive(line)).toBe(true);
  });

  it.each([
    'Mitochondria are the site of aerobic respiration',
    'The Berlin Wall fell in 1989',
    'Stave 1: Scrooge is a miser',
    'Lady Macbeth calls on the spirits',
    'AS and A level students sit the exam in June',
    'Plan A: revise the heart, then the lungs',
    'WW2 ended in 1945',
    'Henry VIII broke with Rome in 1534',
    'Pope and cardinals met in Rome',
  ])('%s is not', (line) => {
    expect(symbolSensitive(line)).toBe(false);
  });
});

describe('each symbol rule (data/symbol-rules.ts) marks its examples', () => {
  const rows = SYMBOL_RULES.flatMap((rule) => rule.examples.map((example) => [rule.name, example] as const));
  it.each(rows)('%s: %s', (name, example) => {
    // Earlier rules may claim the line first; the rule itself must match it.
    const rule = SYMBOL_RULES.find((r) => r.name === name)!;
    expect(rule.pattern.test(example)).toBe(true);
    expect(symbolRule(example)).toBeDefined();
  });

  it('names the rule that marked a line', () => {
    expect(symbolRule('Exothermic: AH is negative')).toBe('delta-read-as-A');
    expect(symbolRule('frequency + class width')).toBe('divide-read-as-plus');
    expect(symbolRule('Correlation r lies in-lsrsl')).toBe('le-read-as-s');
    expect(symbolRule('Mitochondria release energy')).toBeUndefined();
  });

  it('marks µm read as "pm", not a number before a word that starts with p', () => {
    expect(symbolRule('Bacterium: about 1 to 5 pm long')).toBe('micro-read-as-u');
    expect(symbolRule('Group 1 pupils and 2 pymetrozine')).toBeUndefined();
  });

  it('marks an arrow read as a dash before a formula ending the line, not a dash in running text', () => {
    expect(symbolRule('Hydrogen ions gain electrons — H2')).toBe('arrow-read-as-dash');
    expect(symbolRule('The inspector arrives — He changes everything')).toBeUndefined();
  });
});

describe('each garble sign (data/garble-signs.ts) finds its examples and not its counter-examples', () => {
  const rows = GARBLE_SIGNS.flatMap((sign) => sign.examples.map((example) => [sign.name, example] as const));
  it.each(rows)('%s: %s', (name, example) => {
    // Earlier signs may claim the line first; the sign itself must match it.
    expect(GARBLE_SIGNS.find((s) => s.name === name)!.pattern.test(example)).toBe(true);
    expect(garbleSign(example)).toBeDefined();
    // A garbled formula line is marked for checking, whatever its words' confidences.
    expect(linesToCheck(example)).toEqual([{ text: example, reason: 'symbols' }]);
  });

  const counter = GARBLE_SIGNS.flatMap((sign) => sign.counterExamples.map((line) => [sign.name, line] as const));
  it.each(counter)('%s is not in: %s', (_name, line) => {
    expect(garbleSign(line)).toBeUndefined();
  });

  it('needs a formula line: the same words without "=" are ordinary notes', () => {
    expect(garbleSign('Area = 11%')).toBe('percent-glued-to-number');
    expect(garbleSign('Inflation fell to 11%')).toBeUndefined();
    expect(garbleSign('ChargeQ=Ixt')).toBe('capital-glued-to-word');
    expect(garbleSign('Slides made in PowerPoint')).toBeUndefined();
  });
});

describe('linesToCheck', () => {
  it('marks cut lines, then symbol lines, each once, in text order', () => {
    const text = [
      'Forces',
      '-e that acts on a body',
      'Speed = distance ÷ time',
      'Newton’s first law: a body stays at rest',
      '',
      'Momentum = mass × velocity',
    ].join('\n');
    expect(linesToCheck(text)).toEqual([
      { text: '-e that acts on a body', reason: 'cut' },
      { text: 'Speed = distance ÷ time', reason: 'symbols' },
      { text: 'Momentum = mass × velocity', reason: 'symbols' },
    ]);
  });

  it('marks a line that touches the edge of the page image as cut', () => {
    const blocks: LayoutBlock[] = [
      {
        bbox: { x0: 0, y0: 0, x1: 1000, y1: 100 },
        paragraphs: [
          {
            bbox: { x0: 0, y0: 0, x1: 1000, y1: 100 },
            lines: [
              {
                bbox: { x0: 1, y0: 0, x1: 600, y1: 40 },
                words: [
                  { text: 'that', confidence: 90 },
                  { text: 'corrupts', confidence: 91 },
                ],
              },
              { bbox: { x0: 120, y0: 50, x1: 600, y1: 90 }, words: [{ text: 'Banquo', confidence: 95 }] },
            ],
          },
        ],
      },
    ];
    const edges = edgeTouchingLines(blocks, 1000);
    expect([...edges]).toEqual(['that corrupts']);
    expect(linesToCheck('that corrupts\nBanquo', edges)).toEqual([{ text: 'that corrupts', reason: 'cut' }]);
  });

  it('counts a line that stops a few pixels short of the right edge (a dark band ended the cut-out)', () => {
    const line = (x0: number, y0: number, x1: number, text: string) => ({
      bbox: { x0, y0, x1, y1: y0 + 30 },
      words: text.split(' ').map((word) => ({ text: word, confidence: 95 })),
    });
    const lines = [
      line(215, 0, 1124, 'Exothermic: AH is negative, surroundings'),
      line(306, 40, 1186, 'Particles react only when they col'),
      line(12, 80, 900, 'Price Elasticity of Demand'),
    ];
    const box = { x0: 0, y0: 0, x1: 1192, y1: 110 };
    const blocks: LayoutBlock[] = [{ bbox: box, paragraphs: [{ bbox: box, lines }] }];
    // 6 px from the right edge at 30 px lines: cut. 12 px in from the left edge: not (a cut
    // line's start shows it, and the page's left margin may be cut away cleanly).
    expect([...edgeTouchingLines(blocks, 1192)]).toEqual(['Particles react only when they col']);
  });
});
