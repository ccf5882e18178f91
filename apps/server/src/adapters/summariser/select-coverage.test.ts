import { describe, expect, it } from 'vitest';
import { analyseText } from '../nlp/index.js';
import { summariseNotes } from './builtin-summariser.js';
import { cueFactor } from './select-coverage.js';

const plain = (p: string): string => p.replace(/\*\*/g, '');

const NOTES = `Density and pressure

Density: the mass of a material per unit volume. Density = mass ÷ volume (ρ = m ÷ V), measured in kg/m³. A block of 2 kg with a volume of 0.001 m³ has a density of 2000 kg/m³.

Solids are usually denser than liquids because their particles are packed closely in a regular pattern. Gases have the lowest density because their particles are far apart.

Required practical: density of an irregular object.
Fill a eureka can with water up to the spout. Lower the object in gently. Collect the water that overflows in a measuring cylinder. Measure the mass of the object on a balance.

Pressure: the force acting normal to a surface per unit area. Pressure = force ÷ area (p = F ÷ A), measured in pascals (Pa). A sharp knife cuts well because its small area gives a large pressure.

In a liquid, pressure increases with depth because the weight of liquid above increases. Pressure in a liquid = height × density × gravitational field strength (p = h ρ g). This is why dams are thicker at the bottom.`;

describe('selectByCoverage (through summariseNotes)', () => {
  const marked = summariseNotes({ text: NOTES, subject: 'Physics', topic: 'Density and pressure' });
  const points = marked.map(plain);
  const joined = points.join(' ');

  it('bolds whole words only (the symbol "V" is not the "v" of "volume")', () => {
    for (const p of marked)
      expect(p).not.toMatch(/[\p{L}\p{N}]\*\*[\p{L}\p{N}]|\*\*[\p{L}\p{N}][^*]*\*\*[\p{L}\p{N}]/u);
  });

  it('keeps the definitions and the formulas, verb or not', () => {
    expect(joined, points.join('\n')).toMatch(
      /Density = mass ÷ volume|Density: the mass of a material per unit volume/u,
    );
    expect(joined, points.join('\n')).toMatch(/Pressure = force ÷ area|Pressure: the force acting normal/u);
    expect(joined, points.join('\n')).toMatch(/height × density × gravitational field strength/u);
  });

  it('leaves out labels and method steps', () => {
    expect(joined).not.toMatch(/Required practical/u);
    expect(joined).not.toMatch(/^Fill a eureka can|Lower the object in gently/mu);
  });

  it('stays within the character budget, in source order', () => {
    expect(joined.length).toBeLessThanOrEqual(NOTES.replace(/\s+/gu, ' ').length * 0.4);
    const at = points.map((p) => NOTES.indexOf(p.slice(0, 20)));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });
});

describe('points that are half of something', () => {
  it('never returns half a quotation or a bracket OCR cut from its label', () => {
    const text = [
      'An Inspector Calls: responsibility',
      '',
      'The Inspector tells the family: "We are members of one body. We are responsible for each other." He warns that people who do not learn will be taught in fire and blood.',
      '',
      '(Act 1 Scene 2): Sheila feels guilt for her jealousy and changes her view of society.',
      'Scene 3): Mr Birling refuses to accept that he has done anything wrong, and he worries only about a scandal.',
      '',
      'Priestley wrote the play in 1945 but set it in 1912, so the audience knows that Birling is wrong about the war.',
    ].join('\n');
    const points = summariseNotes({ text, subject: 'English Literature', topic: 'An Inspector Calls' }).map(plain);
    expect(points.length).toBeGreaterThanOrEqual(2);
    for (const p of points) {
      expect((p.match(/"/gu) ?? []).length % 2, p).toBe(0);
      expect(p, p).not.toMatch(/^[^(]*\)/u);
      expect(p, p).toMatch(/^["(]?[\p{Lu}\d]/u);
    }
  });
});

describe('cueFactor: what an examiner marks', () => {
  const unitsOf = (text: string) => analyseText(text).units;
  const factorOf = (text: string, index = 0): number => {
    const u = unitsOf(text)[index];
    if (!u) throw new Error('no unit');
    return cueFactor(u);
  };

  it('raises quotations (English Literature, RS), causes (History, Biology) and numbered steps (Biology)', () => {
    expect(factorOf('Macbeth admits that "vaulting ambition" is his only motive.')).toBeGreaterThan(1);
    expect(factorOf('Christians believe that "God is love", so suffering is a challenge.')).toBeGreaterThan(1);
    expect(factorOf('Hyperinflation happened because the government printed money.')).toBeGreaterThan(1);
    expect(factorOf('A lack of insulin leads to high blood glucose.')).toBeGreaterThan(1);
    const steps = '1. Phagocytes engulf the pathogen.\n2. Lymphocytes make antibodies.';
    expect(factorOf(steps, 1)).toBeGreaterThan(1);
  });

  it('leaves a plain statement and a one-word scare quote alone (Geography, Economics)', () => {
    expect(factorOf('Lagos is the largest city in Nigeria.')).toBe(1);
    expect(factorOf('Economists call this the "multiplier".')).toBe(1);
  });
});
