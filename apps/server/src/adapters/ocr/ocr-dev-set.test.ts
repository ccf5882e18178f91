import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characterErrorRate } from './cer.js';
import { createOcrEngine, type OcrEngineChoice } from './engine/create-ocr-engine.js';
import type { LayoutComplexity, OcrEngine } from './ocr-engine.js';

/**
 * Per-class bounds on a small committed subset of our development set (bench/ocr/dev-set/,
 * regenerated with make-test-fixtures.ts): a 3 MP phone photo of two columns, a three-column
 * scan, a photo of lists (WEBP), a photo of a ruled table and a scan of an unruled one.
 * Measured (native / tesseract.js): 0.013 / 0.011, 0 / 0, 0.023 / 0.021, 0.037 / 0.022, 0 / 0.
 * Plain native Tesseract reads such photos as almost nothing (CER ≈ 1) and the unruled table
 * column by column (0.17), so the photo bounds demand page flattening and the table bounds
 * demand rows read in order. tesseract.js, slower, reads the three pages that exercise the most
 * new code, to keep the file's run time modest.
 */
const FIXTURES = path.resolve(import.meta.dirname, '../../../test/fixtures/ocr-dev');
const image = (name: string) => readFileSync(path.join(FIXTURES, name));
const truth = (name: string) => readFileSync(path.join(FIXTURES, name.replace(/\.\w+$/, '.txt')), 'utf8');

const CASES: { name: string; bound: number; complexity: LayoutComplexity; engines: OcrEngineChoice[] }[] = [
  { name: 'two-column-photo.jpg', bound: 0.03, complexity: 'moderate', engines: ['native', 'wasm'] },
  { name: 'three-column-scan.png', bound: 0.01, complexity: 'complex', engines: ['native'] },
  { name: 'lists-photo.webp', bound: 0.04, complexity: 'simple', engines: ['native'] },
  { name: 'table-ruled-photo.jpg', bound: 0.06, complexity: 'complex', engines: ['native', 'wasm'] },
  { name: 'table-unruled-scan.png', bound: 0.02, complexity: 'complex', engines: ['native', 'wasm'] },
];

describe.each<OcrEngineChoice>(['native', 'wasm'])('OCR_ENGINE=%s on the development-set subset', (choice) => {
  let engine: OcrEngine;
  beforeAll(() => {
    engine = createOcrEngine({ engine: choice, workers: 1, queueLimit: 8 });
  });
  afterAll(async () => {
    await engine.close();
  });

  it.each(CASES.filter((c) => c.engines.includes(choice)))(
    'reads $name within its class bound',
    async ({ name, bound, complexity }) => {
      const result = await engine.extract(image(name));
      expect(characterErrorRate(result.extractedText, truth(name)), result.extractedText).toBeLessThanOrEqual(bound);
      expect(result.layoutComplexity).toBe(complexity);
    },
    30_000,
  );
});
