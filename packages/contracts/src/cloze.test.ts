import { describe, expect, it } from 'vitest';
import {
  CLOZE_EMPTY_MESSAGE,
  CLOZE_NUMBER_MESSAGE,
  clozeNumbers,
  clozeProblem,
  hasCloze,
  nextClozeNumber,
  parseCloze,
  renderCloze,
  revealCloze,
  wrapCloze,
} from './cloze.js';

const NOTE = 'The {{c1::mitochondria}} makes {{c2::ATP::energy molecule}}; {{c1::it}} has a double membrane.';

describe('parseCloze', () => {
  it('splits text, deletions and hints in order', () => {
    expect(parseCloze('A {{c1::b}} c {{c12::d::hint}}')).toEqual([
      { kind: 'text', text: 'A ' },
      { kind: 'cloze', index: 1, answer: 'b', hint: null, raw: '{{c1::b}}' },
      { kind: 'text', text: ' c ' },
      { kind: 'cloze', index: 12, answer: 'd', hint: 'hint', raw: '{{c12::d::hint}}' },
    ]);
  });

  it('keeps text without deletions whole, and ignores malformed markers', () => {
    for (const text of ['plain', '{{c::x}}', '{{c1:x}}', '{c1::x}', '{{c1::unclosed', '{{C1::upper}}']) {
      expect(parseCloze(text)).toEqual([{ kind: 'text', text }]);
      expect(hasCloze(text)).toBe(false);
    }
    expect(parseCloze('')).toEqual([]);
  });

  it('reads answers with single braces, colons and newlines, and an empty hint as none', () => {
    const [s] = parseCloze('{{c1::$\\frac{a}{b}$ at 10:30\nsharp::}}');
    expect(s).toMatchObject({ kind: 'cloze', answer: '$\\frac{a}{b}$ at 10:30\nsharp', hint: null });
  });
});

describe('clozeNumbers and clozeProblem', () => {
  it('lists each number with a non-empty answer once, ascending', () => {
    expect(clozeNumbers('{{c3::x}} {{c1::y}} {{c3::z}} {{c2::  }}')).toEqual([1, 3]);
    expect(clozeNumbers(NOTE)).toEqual([1, 2]);
    expect(clozeNumbers('no deletions')).toEqual([]);
  });

  it('needs a non-empty deletion and numbers from 1 to 100', () => {
    expect(clozeProblem('plain card')).toBeNull();
    expect(clozeProblem(NOTE)).toBeNull();
    expect(clozeProblem('Empty {{c1::}} and {{c2::   }}')).toBe(CLOZE_EMPTY_MESSAGE);
    expect(clozeProblem('{{c0::zero}}')).toBe(CLOZE_NUMBER_MESSAGE);
    expect(clozeProblem('{{c101::too far}}')).toBe(CLOZE_NUMBER_MESSAGE);
  });
});

describe('renderCloze and revealCloze', () => {
  it('hides the card’s own deletions and shows the others as answers', () => {
    expect(renderCloze(NOTE, 1)).toBe('The [...] makes ATP; [...] has a double membrane.');
    expect(renderCloze(NOTE, 2)).toBe('The mitochondria makes [energy molecule]; it has a double membrane.');
  });

  it('reveals every answer', () => {
    expect(revealCloze(NOTE)).toBe('The mitochondria makes ATP; it has a double membrane.');
  });
});

describe('nextClozeNumber and wrapCloze', () => {
  it('uses one more than the highest number', () => {
    expect(nextClozeNumber('nothing yet')).toBe(1);
    expect(nextClozeNumber('{{c1::a}} {{c4::b}}')).toBe(5);
  });

  it('wraps the selection and selects the wrapped answer', () => {
    const text = 'Water is H2O.';
    const first = wrapCloze(text, 9, 12);
    expect(first).toEqual({ text: 'Water is {{c1::H2O}}.', selectionStart: 15, selectionEnd: 18, index: 1 });
    const second = wrapCloze(first.text, 0, 5);
    expect(second.text).toBe('{{c2::Water}} is {{c1::H2O}}.');
    expect(second.text.slice(second.selectionStart, second.selectionEnd)).toBe('Water');
  });

  it('puts the caret inside an empty deletion when nothing is selected, and clamps bad offsets', () => {
    expect(wrapCloze('ab', 1, 1)).toEqual({ text: 'a{{c1::}}b', selectionStart: 7, selectionEnd: 7, index: 1 });
    expect(wrapCloze('ab', 5, -3).text).toBe('{{c1::ab}}');
  });
});
