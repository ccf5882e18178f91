import { describe, expect, it } from 'vitest';
import { analyseText, type Unit } from './analyse.js';
import {
  applyBold,
  attached,
  chooseBoldSpans,
  isGenericToken,
  keyTermSpans,
  type Span,
  termContext,
  type TermContext,
} from './key-terms.js';
import { rankUnits } from './salience.js';
import { tokenise } from './tokens.js';

function notes(text: string, topic?: string): { units: Unit[]; ctx: TermContext } {
  const analysis = analyseText(text);
  return { units: analysis.units, ctx: termContext(analysis, rankUnits(analysis), topic) };
}

/** Each unit's candidate spans, by phrase. */
function spansByUnit(text: string, topic?: string): Map<string, Span>[] {
  const { units, ctx } = notes(text, topic);
  return units.map((u) => new Map(keyTermSpans(u, ctx).map((s) => [s.phrase, s])));
}

const HISTORY =
  'The Cuban Missile Crisis began in October 1962. NATO was formed in 1949 to defend Western Europe. ' +
  'The Treaty of Versailles was signed in 1919. The government of the USA imposed a naval blockade on Cuba.';
const PHYSICS = 'The mains supply in the UK is 230 V at 50 Hz. Resistance is measured in ohms.';
const BIOLOGY =
  'Osmosis is the diffusion of water across a partially permeable membrane. ' +
  'Enzymes have an active site where the substrate binds. The active site changes shape when the enzyme is denatured.';
const ECONOMICS =
  'Inflation rose to 11.1% in October 2022. Cost-push inflation happens when firms pass on higher costs.';

describe('keyTermSpans', () => {
  it('keeps whole names together in history notes, with the event above the place', () => {
    const [crisis, nato, versailles, blockade] = spansByUnit(HISTORY, 'Cold War');
    expect(crisis?.get('cuban missile crisis')?.kind).toBe('name');
    expect(crisis?.has('crisis')).toBe(false);
    expect(nato?.get('nato')?.kind).toBe('name');
    const place = nato?.get('western europe');
    expect(place?.kind).toBe('name');
    expect(place?.score).toBeLessThan(nato?.get('nato')?.score ?? 0);
    expect(versailles?.get('treaty of versailles')?.kind).toBe('name');
    expect(crisis?.get('1962')?.kind).toBe('figure');
    // Country names are the setting, never worth more than a plain term would be.
    expect(blockade?.get('usa')?.score).toBeLessThan(1);
  });

  it('takes a number with its unit as one figure in physics notes', () => {
    const [mains] = spansByUnit(PHYSICS, 'Electricity');
    expect(mains?.get('230 v')?.kind).toBe('figure');
    expect(mains?.get('50 hz')?.kind).toBe('figure');
  });

  it('marks the term biology notes define and finds multi-word terms', () => {
    const [osmosis, site] = spansByUnit(BIOLOGY, 'Cells');
    const defined = osmosis?.get('osmosis');
    expect(defined).toMatchObject({ kind: 'term', defined: true });
    expect(site?.get('active site')?.kind).toBe('term');
    expect(site?.get('active site')?.score).toBeGreaterThan(site?.get('site')?.score ?? Infinity);
  });

  it('keeps hyphenated economics terms and percentages whole', () => {
    const [rate, costPush] = spansByUnit(ECONOMICS, 'Inflation');
    expect(rate?.get('11.1%')?.kind).toBe('figure');
    const compound = costPush?.get('cost-push inflation');
    expect(compound?.kind).toBe('term');
    expect(compound?.score).toBeGreaterThan(costPush?.get('inflation')?.score ?? Infinity);
  });
});

describe('termContext and isGenericToken', () => {
  it('collects the subjects the notes define', () => {
    expect(notes(BIOLOGY).ctx.singleTerms).toEqual(new Set(['osmosis']));
    expect(notes(ECONOMICS).ctx.termKeys.has('inflation')).toBe(true);
  });

  it('counts how often a phrase occurs in the notes', () => {
    const { ctx } = notes(BIOLOGY);
    expect(ctx.occurrences('active site')).toBe(2);
    expect(ctx.occurrences('chloroplast')).toBe(0);
  });

  it('calls everyday words generic unless the notes define them', () => {
    const history = notes(HISTORY);
    const government = history.units[3]?.tokens.find((t) => t.lower === 'government');
    expect(government && isGenericToken(government, history.ctx)).toBe(true);
    const blockade = history.units[3]?.tokens.find((t) => t.lower === 'blockade');
    expect(blockade && isGenericToken(blockade, history.ctx)).toBe(false);

    const defined = notes('Government is the group of people who run a country. Parliament passes laws.');
    const term = defined.units[0]?.tokens.find((t) => t.lower === 'government');
    expect(term && isGenericToken(term, defined.ctx)).toBe(false);
  });
});

describe('attached', () => {
  it('tells words written together from words split by a space or touching punctuation', () => {
    const { tokens } = tokenise('cells, (DNA) and co-operation');
    const at = (value: string) => tokens.find((t) => t.value === value);
    expect(attached(at('cells'), at(','))).toBe(false);
    expect(attached(at('('), at('DNA'))).toBe(false);
    expect(attached(at(')'), at('and'))).toBe(false);
    expect(attached(undefined, at('and'))).toBe(false);
    const { tokens: money } = tokenise('£5bn');
    expect(attached(money[0], money[1])).toBe(true);
    expect(attached(money[1], money[2])).toBe(true);
    const { tokens: closing } = tokenise('cells)');
    expect(attached(closing[0], closing[1])).toBe(false);
  });
});

describe('chooseBoldSpans', () => {
  const span = (phrase: string, from: number, to: number, score: number, extra: Partial<Span> = {}): Span => ({
    phrase,
    from,
    to,
    score,
    kind: 'term',
    ...extra,
  });

  it('picks the best non-overlapping spans and remembers them for later points', () => {
    const used = new Set<string>();
    const chosen = chooseBoldSpans(
      [span('site', 3, 3, 1.6), span('active site', 2, 3, 4.1), span('substrate', 6, 6, 2.0, { defined: true })],
      2,
      used,
      1.2,
      undefined,
    );
    expect(chosen.map((s) => s.phrase)).toEqual(['active site', 'substrate']);
    expect(used).toEqual(new Set(['active site', 'substrate']));
    // The same term in the next point is no longer worth bolding.
    expect(chooseBoldSpans([span('active site', 0, 1, 4.1)], 2, used, 1.2, undefined)).toEqual([]);
  });

  it('shows a figure only when the point has no term, and keeps a forced span', () => {
    const figure = span('1962', 5, 5, 1.25, { kind: 'figure' });
    const name = span('cuban missile crisis', 1, 3, 3.6, { kind: 'name' });
    expect(chooseBoldSpans([name, figure], 2, new Set(), 1.2, undefined).map((s) => s.phrase)).toEqual([
      'cuban missile crisis',
    ]);
    expect(chooseBoldSpans([figure], 2, new Set(), 1.5, undefined).map((s) => s.phrase)).toEqual(['1962']);
    const forced = span('treaty', 0, 0, 0.1);
    expect(chooseBoldSpans([], 1, new Set(), 1.2, forced)).toEqual([forced]);
  });
});

describe('applyBold', () => {
  it('wraps each range and skips blank ones', () => {
    const text = 'Osmosis is the diffusion of water.';
    expect(
      applyBold(text, [
        { start: 15, end: 24 },
        { start: 0, end: 7 },
        { start: 7, end: 8 },
      ]),
    ).toBe('**Osmosis** is the **diffusion** of water.');
  });

  it('never offers the verb of a relative clause that the tagger read as a noun ("the energy that travels")', () => {
    const [spans] = spansByUnit(
      'When ripples spread across a pond, the water only moves up and down; it is the energy that travels outwards.',
    );
    expect(spans?.has('travels')).toBe(false);
  });
});
