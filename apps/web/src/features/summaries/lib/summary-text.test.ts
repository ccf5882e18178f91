import { describe, expect, it } from 'vitest';
import { base64FromDataUrl, joinSummaryPoints, splitSummaryText } from './summary-text';
import { WIZARD_PROGRESS, WIZARD_STAGES, wizardStep } from './wizard-stages';

describe('summary text', () => {
  it('joins points with blank lines and splits them back', () => {
    const points = ['First **point**', 'Second\nwith a line break', 'Third'];
    expect(splitSummaryText(joinSummaryPoints(points))).toEqual(points);
  });

  it('drops empty and whitespace-only points and trims the rest', () => {
    expect(splitSummaryText('  one  \n\n\n \n\n two\r\n\r\nthree\n  \n')).toEqual(['one', 'two', 'three']);
    expect(splitSummaryText(' \n\n ')).toEqual([]);
  });

  it('keeps the base64 part of a data URL', () => {
    expect(base64FromDataUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('iVBORw0KGgo=');
    expect(base64FromDataUrl('iVBORw0KGgo=')).toBe('iVBORw0KGgo=');
  });
});

describe('wizard stages', () => {
  it('uses the spec progress values and five steps', () => {
    expect(WIZARD_STAGES.map((s) => WIZARD_PROGRESS[s])).toEqual([0, 25, 50, 75, 90, 100]);
    expect(WIZARD_STAGES.map(wizardStep)).toEqual([1, 2, 3, 4, 5, 5]);
  });
});
