/**
 * Writes the small committed subset of the development set that the OCR tests hold to per-class
 * bounds (apps/server/test/fixtures/ocr-dev/): five pages, photos at 3 MP so each file stays under
 * 300 KB and the test stays quick. Deterministic, like the full set.
 *
 *   npx tsx ocr/dev-set/make-test-fixtures.ts   (from bench/)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { allPages, pageSvg } from './dev-set-layouts.js';
import { photograph, randomPhotoParams, seededRandom } from './dev-set-photo.js';

const OUT = path.resolve(import.meta.dirname, '../../../apps/server/test/fixtures/ocr-dev');

const PICKS: { page: string; capture: 'scan' | 'photo'; format: 'png' | 'jpeg' | 'webp'; seed: number }[] = [
  { page: 'two-column', capture: 'photo', format: 'jpeg', seed: 101 },
  { page: 'three-column', capture: 'scan', format: 'png', seed: 0 },
  { page: 'lists', capture: 'photo', format: 'webp', seed: 103 },
  { page: 'table-ruled', capture: 'photo', format: 'jpeg', seed: 104 },
  { page: 'table-unruled', capture: 'scan', format: 'png', seed: 0 },
];

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const pages = new Map(allPages().map((page) => [page.name, page]));
  for (const pick of PICKS) {
    const page = pages.get(pick.page);
    if (!page) throw new Error(`no page ${pick.page}`);
    const rendered = await sharp(Buffer.from(pageSvg(page)))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { data: rendered.data, width: rendered.info.width, height: rendered.info.height };
    let bytes: Buffer;
    if (pick.capture === 'scan') {
      bytes = await sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } })
        .toColourspace('b-w')
        .png({ compressionLevel: 9, palette: true, colours: 16 })
        .toBuffer();
    } else {
      const random = seededRandom(pick.seed);
      const params = { ...randomPhotoParams(random, false), width: 1500, height: 2000, quality: 70 };
      bytes = await photograph(raw, params, random, pick.format === 'jpeg' ? 'jpeg' : 'webp');
    }
    const extension = pick.format === 'jpeg' ? 'jpg' : pick.format;
    const name = `${pick.page}-${pick.capture}.${extension}`;
    writeFileSync(path.join(OUT, name), bytes);
    writeFileSync(path.join(OUT, name.replace(/\.\w+$/, '.txt')), `${page.truth}\n`);
    console.log(`${name}: ${Math.round(bytes.length / 1024)} KB`);
  }
}

await main();
