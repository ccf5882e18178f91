/**
 * Generates the OCR development set: our own notes rendered as pages (one to three columns, lists,
 * ruled and unruled tables, symbols, lined notebook paper with highlighter, small print), each as a
 * clean scan and as a simulated phone photo, in PNG, JPEG and WEBP. Deterministic: SEED (default 11)
 * fixes every random choice.
 *
 *   npx tsx ocr/dev-set/generate-dev-set.ts            (from bench/; writes ocr/dev-set/out/, git-ignored)
 *   OUT=/dir npx tsx ocr/dev-set/generate-dev-set.ts
 *
 * Each image gets a same-stem `.txt` truth, so `OCR_BENCH_DIR=ocr/dev-set/out npm run bench:ocr`
 * reads it; `manifest.json` gives each file's layout class and capture for the per-class report
 * (`npx tsx ocr/dev-set/dev-set-bench.ts`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { allPages, pageSvg, type LayoutClass } from './dev-set-layouts.js';
import { photograph, randomPhotoParams, seededRandom, type PhotoParams } from './dev-set-photo.js';

export interface ManifestEntry {
  file: string;
  layout: LayoutClass;
  capture: 'scan' | 'photo';
  format: 'png' | 'jpeg' | 'webp';
  photo?: PhotoParams;
}

const OUT = path.resolve(process.env.OUT ?? path.join(import.meta.dirname, 'out'));
const SEED = Number(process.env.SEED ?? 11);

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const random = seededRandom(SEED);
  const manifest: ManifestEntry[] = [];
  const pages = allPages();
  for (const [index, page] of pages.entries()) {
    const rendered = await sharp(Buffer.from(pageSvg(page)))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { data: rendered.data, width: rendered.info.width, height: rendered.info.height };
    const write = (file: string, bytes: Buffer, entry: Omit<ManifestEntry, 'file'>) => {
      writeFileSync(path.join(OUT, file), bytes);
      writeFileSync(path.join(OUT, file.replace(/\.\w+$/, '.txt')), `${page.truth}\n`);
      manifest.push({ file, ...entry });
    };
    const scan = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } });
    write(`${page.name}-scan.png`, await scan.clone().png().toBuffer(), {
      layout: page.layout,
      capture: 'scan',
      format: 'png',
    });

    // Every third photo at 12 MP, the rest at 6.75 MP; every other page also gets a WEBP variant.
    const params = randomPhotoParams(random, index % 3 === 0);
    const photo = await photograph(raw, params, seededRandom(SEED * 1000 + index), 'jpeg');
    write(`${page.name}-photo.jpg`, photo, { layout: page.layout, capture: 'photo', format: 'jpeg', photo: params });
    if (index % 2 === 0) {
      const webpParams = randomPhotoParams(random, false);
      const webp = await photograph(raw, webpParams, seededRandom(SEED * 2000 + index), 'webp');
      write(`${page.name}-photo.webp`, webp, {
        layout: page.layout,
        capture: 'photo',
        format: 'webp',
        photo: webpParams,
      });
    } else {
      write(`${page.name}-scan.webp`, await scan.clone().webp({ quality: 80 }).toBuffer(), {
        layout: page.layout,
        capture: 'scan',
        format: 'webp',
      });
    }
    console.log(`${page.name}: ${manifest.filter((m) => m.file.startsWith(`${page.name}-`)).length} files`);
  }
  writeFileSync(path.join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`${manifest.length} pages written to ${OUT}`);
}

await main();
