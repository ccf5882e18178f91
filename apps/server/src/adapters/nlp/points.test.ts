import { describe, expect, it } from 'vitest';
import { finishSentence } from './points.js';

describe('finishSentence', () => {
  it('drops the clause mark an example tail left before the full stop (Chemistry, History)', () => {
    expect(finishSentence('Combustion oxidises the carbon to carbon dioxide and water;.')).toBe(
      'Combustion oxidises the carbon to carbon dioxide and water.',
    );
    expect(finishSentence('the Ruhr was occupied in 1923,')).toBe('The Ruhr was occupied in 1923.');
  });

  it('keeps a closing quotation or bracket after the full stop (English Literature)', () => {
    expect(finishSentence('Hyde "had grown in stature."')).toBe('Hyde "had grown in stature."');
  });
});
