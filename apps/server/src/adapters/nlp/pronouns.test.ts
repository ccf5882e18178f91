import { describe, expect, it } from 'vitest';
import { analyseText } from './analyse.js';

const texts = (notes: string) => analyseText(notes).units.map((u) => u.text);

describe('a leading "It" read as what it refers to', () => {
  it('after a verbless line describing the heading, is what the heading names', () => {
    expect(
      texts(
        "Ainsworth's Strange Situation (Ainsworth & Bell, 1970)\nA controlled observation of about 100 infants aged 12-18 months, in a lab playroom. It has 8 episodes of roughly 3 mins each.",
      ),
    ).toContain("Ainsworth's Strange Situation has 8 episodes of roughly 3 mins each.");
  });

  it('stays a pronoun after a sentence with a verb of its own, and never takes a plural heading', () => {
    expect(texts('Urban growth\nMany people move to Lagos for work. It has grown to 15 million.')).toContain(
      'It has grown to 15 million.',
    );
    expect(texts('Causes of growth\nA mix of push and pull factors. It has many parts.')).toContain(
      'It has many parts.',
    );
  });
});
