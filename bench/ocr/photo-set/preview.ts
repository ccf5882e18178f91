/**
 * Contact sheet of generated photos, for looking at them: each photo scaled to 500 px wide, four
 * to a row, written to out/preview-<n>.png.
 *
 *   npx tsx ocr/photo-set/preview.ts [substring ...]     (from bench/; default: every photo)
 */
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const OUT = path.resolve(process.env.OUT ?? path.join(import.meta.dirname, 'out'));
const TILE = 500;
const PER_SHEET = 8;

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const files = ['dev', 'held-out']
    .flatMap((split) => {
      try {
        return readdirSync(path.join(OUT, split)).map((f) => path.join(OUT, split, f));
      } catch {
        return [];
      }
    })
    .filter((f) => f.endsWith('.jpg'))
    .filter((f) => wanted.length === 0 || wanted.some((w) => path.basename(f).includes(w)));
  mkdirSync(OUT, { recursive: true });
  for (let sheet = 0; sheet * PER_SHEET < files.length; sheet++) {
    const batch = files.slice(sheet * PER_SHEET, (sheet + 1) * PER_SHEET);
    const tiles = await Promise.all(
      batch.map((f) => sharp(f).resize(TILE, TILE, { fit: 'inside', background: '#777' }).png().toBuffer()),
    );
    const target = path.join(OUT, `preview-${sheet + 1}.png`);
    await sharp({ create: { width: TILE * 4, height: TILE * 2, channels: 3, background: '#777' } })
      .composite(tiles.map((input, i) => ({ input, left: (i % 4) * TILE, top: Math.floor(i / 4) * TILE })))
      .png()
      .toFile(target);
    console.log(target, batch.map((f) => path.basename(f)).join(' '));
  }
}

await main();
