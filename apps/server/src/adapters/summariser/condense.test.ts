import { describe, expect, it } from 'vitest';
import { analyseText } from '../nlp/index.js';
import { summariseNotes } from './builtin-summariser.js';
import { condenseUnit, isIncomplete } from './condense.js';

const unitOf = (text: string) => {
  const unit = analyseText(text).units[0];
  if (!unit) throw new Error('no unit');
  return unit;
};
const plain = (p: string): string => p.replace(/\*\*/g, '');

describe('condenseUnit', () => {
  it('drops filler openers, asides in brackets and "for example" tails, keeping the fact', () => {
    expect(condenseUnit(unitOf('This means that the rate of diffusion increases with temperature.')).text).toBe(
      'The rate of diffusion increases with temperature.',
    );
    expect(
      condenseUnit(unitOf('Bile (which is quite bitter) neutralises stomach acid, for example after a fatty meal.'))
        .text,
    ).toBe('Bile neutralises stomach acid.');
    expect(
      condenseUnit(
        unitOf("French and Belgian troops occupied the Ruhr, Germany's main industrial area, to take coal instead."),
      ).text,
    ).toBe('French and Belgian troops occupied the Ruhr.');
  });

  it('drops a layout label before a sentence, keeping a real term (History, Economics, Biology)', () => {
    expect(
      condenseUnit(unitOf('Background: the Weimar Republic was set up in 1919 after the Kaiser abdicated.')).text,
    ).toBe('The Weimar Republic was set up in 1919 after the Kaiser abdicated.');
    expect(condenseUnit(unitOf('Evaluation: PED estimates are based on past data.')).text).toBe(
      'PED estimates are based on past data.',
    );
    // A term is the fact itself: its label stays.
    expect(condenseUnit(unitOf('Osmosis: water moves across a partially permeable membrane.')).text).toMatch(
      /^Osmosis:/u,
    );
  });

  it('drops the closing bracket of an example tail with the tail', () => {
    expect(
      condenseUnit(unitOf('To find an angle you use the inverse function, e.g. if tan θ = 0.75 then θ = tan⁻¹(0.75)'))
        .text,
    ).toBe('To find an angle you use the inverse function');
  });

  it('keeps brackets that hold a figure, an acronym, a quotation or part of a formula', () => {
    for (const text of [
      'The multi-store model (MSM) was proposed by Atkinson and Shiffrin in 1968.',
      'Short-term memory has a limited capacity of about 7 ± 2 items (Miller, 1956).',
      'Break-even output = fixed costs ÷ (selling price per unit − variable cost per unit).',
    ])
      expect(condenseUnit(unitOf(text)).text).toBe(text);
  });

  it('leaves a sentence whole when the cut would leave no verb or too few words', () => {
    expect(condenseUnit(unitOf('Osmosis (a kind of diffusion) happens.')).text).toBe(
      'Osmosis (a kind of diffusion) happens.',
    );
  });
});

describe('isIncomplete', () => {
  it('flags lines OCR cut off mid-sentence', () => {
    expect(isIncomplete(unitOf('Macbeth hesitates before the murder, suggesting that.'))).toBe(true);
    expect(isIncomplete(unitOf('In Jacobean times the king was chosen by God, so regicide was o.'))).toBe(true);
    expect(isIncomplete(unitOf('Break-even output = fixed costs ÷.'))).toBe(true);
    expect(isIncomplete(unitOf('Regicide was seen as a crime against God.'))).toBe(false);
  });

  it('reads a unit, a figure, a formula or a list of variables at the end as a finished sentence', () => {
    for (const text of [
      'Acceleration is in metres per second squared (m/s²).',
      'Weight = mass × gravitational field strength (W = m g).',
      'The Cold War lasted from 1945 to 1991.',
      'sin θ = opposite ÷ hypotenuse',
      'The area of any triangle is ½ab sin C, where C is the angle between sides a and b.',
    ])
      expect(isIncomplete(unitOf(text)), text).toBe(false);
    // A lower-case start without a formula is still the tail of a split sentence.
    expect(isIncomplete(unitOf('going to do something.'))).toBe(true);
  });

  it('reads a whole quotation with its analysis as a sentence, whatever its first letter', () => {
    expect(isIncomplete(unitOf('"ape-like fury" (Chapter 4): Hyde beats Sir Danvers Carew to death.'))).toBe(false);
    expect(isIncomplete(unitOf('"these girls aren\'t cheap labour" - Sheila now sees the workers as people.'))).toBe(
      false,
    );
    // Only the tail of a quotation: no closing mark before the explanation.
    expect(isIncomplete(unitOf('"each other." Birling ignores the warning.'))).toBe(true);
  });
});

describe('summaries of a photographed page', () => {
  const MACBETH = [
    'Macbeth: Theme of Ambition (AQA GCSE English Literature)',
    '',
    'Shakespeare presents ambition as a destructive force that corrupts Macbeth and leads to his downfall.',
    'The play was written around 1606 for King James I, who believed in the divine right of kings, so',
    'regicide was o',
    '',
    "The witches' prophecies in Act 1 Scene 3 awaken Macbeth's ambition. Macbeth hesitates, suggesting that",
    '',
    'Key quotations',
    '- "Vaulting ambition, which o\'erleaps itself" (Act 1 Scene 7): Macbeth admits that ambition is his only motive.',
    '- "Stars, hide your fires; / Let not light see my black and deep desires" (Act 1 Scene 4): Macbeth wants to hide his ambition.',
    'Lady Macbeth calls on spirits to "unsex me here", rejecting the qualities expected of a woman in Jacobean society.',
    'Guilt destroys Lady Macbeth: in the sleepwalking scene she cries "Out, damned spot!" and later dies.',
    'Banquo does not act on the prophecy, so he is a foil to Macbeth.',
  ].join('\n');

  it('never makes the title, a heading or a cut-off line a point, and keeps a key quotation', () => {
    const points = summariseNotes({ text: MACBETH, subject: 'English Literature', topic: 'Macbeth: ambition' }).map(
      plain,
    );
    expect(points.length).toBeGreaterThanOrEqual(3);
    expect(points.some((p) => /AQA|Theme of Ambition|^Key quotations/u.test(p))).toBe(false);
    for (const p of points) expect(p).not.toMatch(/\b(?:that|o)\.$/u);
    expect(
      points.some((p) => /Vaulting ambition|Stars, hide your fires/u.test(p)),
      points.join('\n'),
    ).toBe(true);
    expect(points.join(' ').length).toBeLessThanOrEqual(MACBETH.replace(/\s+/gu, ' ').length * 0.42);
  });
});

describe('summaries never restate the title', () => {
  it('drops a line that only repeats the topic', () => {
    const text =
      'The causes of inflation.\nDemand-pull inflation happens when aggregate demand grows faster than aggregate supply. ' +
      "Cost-push inflation occurs when firms' costs rise and they pass them on as higher prices. " +
      'Expectations of rising prices lead workers to ask for higher wages. The Bank of England targets 2% inflation.';
    const points = summariseNotes({ text, topic: 'Causes of inflation' }).map(plain);
    expect(points.length).toBeGreaterThanOrEqual(3);
    expect(points).not.toContain('The causes of inflation.');
  });
});

describe('summariser on hostile input', () => {
  const garbage = (n: number): string => {
    let seed = 11;
    const chars = 'abcdefghij ABC.,;:!?-—()[]{}*_|~^\n\n\t0123456789→•-\u00ad’“';
    let out = '';
    for (let i = 0; i < n; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      out += chars[Math.floor((seed / 2147483648) * chars.length)];
    }
    return out;
  };
  const sentence = 'Photosynthesis is the process by which green plants use light energy to make glucose. ';
  const cases: [string, string][] = [
    ['100,000 letters in one word', 'a'.repeat(100_000)],
    ['100,000 spaces', ' '.repeat(100_000)],
    ['100,000 punctuation marks', '.,;:!?'.repeat(16_667)],
    ['100,000 characters of real sentences', sentence.repeat(Math.ceil(100_000 / sentence.length))],
    ['1 MB of mixed garbage', garbage(1_000_000)],
  ];
  for (const [name, text] of cases) {
    // The issue asks for this latency check: one 100,000-letter word used to take 26.5 s.
    it(`returns for ${name} in linear time: under 5 s where the quadratic patterns took 26 s`, () => {
      summariseNotes({ text: 'Warm up the model. It loads once.' });
      const started = performance.now();
      const points = summariseNotes({ text });
      // A hang guard, not a speed target (that is bench:hostile): loose enough for a loaded machine.
      expect(performance.now() - started).toBeLessThan(5000);
      expect(Array.isArray(points)).toBe(true);
    });
  }
});
