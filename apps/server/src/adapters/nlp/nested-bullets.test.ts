import { describe, expect, it } from 'vitest';
import { parseBlocks } from './clean-text.js';
import { tokenise } from './tokens.js';

/** A mind map written out as text (read naively, it gives the point "CAUSES: NATURAL."). */
const MIND_MAP = [
  'Mind map - CLIMATE CHANGE',
  '',
  'CAUSES - NATURAL',
  '  - Volcanic eruptions',
  '    * ash + sulphur dioxide block sunlight → short-term cooling',
  '    * e.g. Mt Pinatubo 1991 cooled global temps ~0.5°C',
  '  - Solar output',
  '    * more sunspots = more energy from the Sun',
  '',
  'EFFECTS - PEOPLE',
  '  - More extreme weather: heatwaves, droughts',
  '    * UK hit 40°C for the first time in July 2022',
  '  - Low-lying countries at risk',
].join('\n');

describe('outlines and mind maps', () => {
  it('reads a branch in capitals as a heading and a label with indented details as one item', () => {
    const blocks = parseBlocks(MIND_MAP);
    expect(blocks.filter((b) => b.kind === 'heading').map((b) => b.text)).toEqual([
      'Mind map - CLIMATE CHANGE',
      'CAUSES - NATURAL',
      'EFFECTS - PEOPLE',
    ]);
    const items = blocks.filter((b) => b.kind === 'bullet').map((b) => b.text);
    expect(items).toContain(
      'Volcanic eruptions: ash + sulphur dioxide block sunlight → short-term cooling; e.g. Mt Pinatubo 1991 cooled global temps ~0.5°C',
    );
    expect(items).toContain('Solar output: more sunspots = more energy from the Sun');
    expect(items).toContain('More extreme weather: heatwaves, droughts - UK hit 40°C for the first time in July 2022');
    expect(items).toContain('Low-lying countries at risk');
  });

  it('leaves bullets without indented details, and a label that ends a sentence, as they are', () => {
    const blocks = parseBlocks(
      'Notes\n\n- Osmosis is passive.\n  - it needs no energy\n- Diffusion\n- Active transport',
    ).map((b) => b.text);
    expect(blocks).toContain('Osmosis is passive.');
    expect(blocks).toContain('Diffusion');
  });

  it('reads a participle joined by a hyphen as half of an adjective', () => {
    const tags = tokenise('Low-lying countries at risk').tokens.map((t) => `${t.value}/${t.pos}`);
    expect(tags).toContain('lying/ADJ');
    expect(tokenise('Firms re-enter the market').tokens.find((t) => t.value === 'enter')?.pos).not.toBe('ADJ');
  });

  it('nests by marker when OCR lost the indentation: "-" items over "*" details, wrapped lines joined', () => {
    const flat = [
      'EVIDENCE',
      '- Global temps ↑ ~1.1°C since pre-industrial times',
      '(1850-1900)',
      '* 10 warmest years on record all since 2010',
      '- Solar output',
      '* more sunspots = more energy from the Sun',
      '* Maunder Minimum (1645-1715), few sunspots → Little Ice',
      'Age',
      '- Deforestation',
    ].join('\n');
    const items = parseBlocks(flat)
      .filter((b) => b.kind === 'bullet')
      .map((b) => b.text);
    expect(items).toEqual([
      'Global temps ↑ ~1.1°C since pre-industrial times (1850-1900): 10 warmest years on record all since 2010',
      'Solar output: more sunspots = more energy from the Sun; Maunder Minimum (1645-1715), few sunspots → Little Ice Age',
      'Deforestation',
    ]);
  });
});
