import { describe, expect, it } from 'vitest';
import { analyseText } from '../nlp/index.js';
import { summariseNotes } from './builtin-summariser.js';
import { listPoints } from './list-points.js';

const DIFFUSION = `Diffusion
Diffusion is the net movement of particles from an area of higher concentration to an area of lower concentration. It is a passive process, so it does not need energy from respiration.
Factors that increase the rate of diffusion:
- a steeper concentration gradient
- a higher temperature, because the particles have more kinetic energy
- a larger surface area
- a shorter diffusion distance`;

describe('listPoints', () => {
  it('reads a heading over short bullets as one point: the heading, then its items', () => {
    const [point, ...rest] = listPoints(analyseText(DIFFUSION));
    expect(rest).toEqual([]);
    expect(point?.text).toBe(
      'Factors that increase the rate of diffusion: a steeper concentration gradient; a higher temperature, because the particles have more kinetic energy; a larger surface area; a shorter diffusion distance.',
    );
    expect(point?.items).toHaveLength(4);
  });

  it('joins items without commas as a list: "a, b, c and d"', () => {
    const [point] = listPoints(
      analyseText('Long-term causes of the First World War:\n• Militarism\n• Alliances\n• Imperialism\n• Nationalism'),
    );
    expect(point?.text).toBe(
      'Long-term causes of the First World War: Militarism, Alliances, Imperialism and Nationalism.',
    );
  });

  it('leaves "term: explanation" bullets and full sentences as points of their own', () => {
    const terms = analyseText(
      'Key words\n- Osmosis: the diffusion of water across a partially permeable membrane\n- Turgid: swollen with water',
    );
    expect(listPoints(terms)).toEqual([]);
    const sentences = analyseText(
      'Required practical\n1. Cut equal cylinders of potato with a cork borer.\n2. Weigh each cylinder and record its mass.',
    );
    expect(listPoints(sentences)).toEqual([]);
    // One bullet is no list.
    expect(listPoints(analyseText('Factors:\n- temperature\n\nOsmosis is the movement of water.'))).toEqual([]);
  });
});

describe('a summary of notes with lists', () => {
  it('keeps a list of causes that no single line of the notes could carry', () => {
    const text = `Causes of the First World War

Long-term causes (MAIN):
• Militarism
• Alliances
• Imperialism
• Nationalism

The short-term trigger was the assassination of Archduke Franz Ferdinand in Sarajevo on 28 June 1914. Austria-Hungary blamed Serbia and declared war on 28 July. Russia mobilised to defend Serbia, and Germany declared war on Russia and France. Germany invaded Belgium under the Schlieffen Plan, so Britain declared war on Germany on 4 August 1914. The alliance system turned a local Balkan crisis into a European war. Historians still argue about how far Germany was to blame.`;
    const points = summariseNotes({ text, subject: 'History', topic: 'Causes of WW1', qualification: 'GCSE' });
    expect(points.join('\n').replace(/\*\*/gu, '')).toMatch(
      /Long-term causes \(MAIN\): Militarism, Alliances, Imperialism and Nationalism\./u,
    );
    // The items are in that one point, never points of their own.
    expect(points.filter((p) => /^\**(?:Militarism|Alliances|Imperialism|Nationalism)\**\.$/u.test(p))).toEqual([]);
  });
});
