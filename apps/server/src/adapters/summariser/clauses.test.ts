import { describe, expect, it } from 'vitest';
import { analyseText } from '../nlp/index.js';
import { candidatesOf } from './clauses.js';

const clauses = (text: string): string[] => {
  const unit = analyseText(text).units[0];
  if (!unit) throw new Error('no unit');
  return candidatesOf(unit)
    .filter((c) => !c.whole)
    .map((c) => c.text);
};

describe('candidatesOf: clauses that stand alone', () => {
  it('offers the clauses of a compound sentence', () => {
    const out = clauses(
      'Oxygen and carbon dioxide diffuse across the walls of the alveoli in the lungs, and urea diffuses from liver cells into the blood plasma.',
    );
    expect(out).toContain('Urea diffuses from liver cells into the blood plasma');
  });

  it('never offers a clause cut out of a list of subjects ("…, and pensioners …, saw …")', () => {
    const out = clauses(
      'People with savings, and pensioners and others on fixed incomes, saw their money wiped out, which turned much of the middle class against the republic.',
    );
    expect(out.join('\n')).not.toMatch(/^Pensioners and others on fixed incomes, saw/mu);
  });

  it('keeps a clause whose subject has an appositive in commas', () => {
    const out = clauses(
      "The French army occupied the Ruhr in January 1923, and the Ruhr, Germany's main industrial area, was brought to a standstill by passive resistance.",
    );
    // The appositive itself is condensed away; the clause is still offered.
    expect(out).toContain('The Ruhr was brought to a standstill by passive resistance');
  });
});
