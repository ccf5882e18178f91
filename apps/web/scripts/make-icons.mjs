// Generates the web app manifest icons from the brand mark (public/favicon.svg) with sharp:
//   node apps/web/scripts/make-icons.mjs
// The PNGs are committed; run this again only when the mark changes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const mark = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

// Full-bleed variants (maskable, Apple touch): the gradient fills the square with no rounded
// corners (the platform applies its own mask), and the mark's contents shrink into the 80% safe zone.
const inner = mark
  .replace(/^[\s\S]*?<\/defs>/, '')
  .replace(/<rect width="64" height="64" rx="16" fill="url\(#g\)"\/>/, '')
  .replace(/<\/svg>\s*$/, '');
const defs = /<defs>[\s\S]*?<\/defs>/.exec(mark)[0];
const fullBleed = (scale) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
${defs}
<rect width="64" height="64" fill="url(#g)"/>
<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${inner}</g>
</svg>`;

const outputs = [
  { file: 'icon-192.png', svg: mark, size: 192 },
  { file: 'icon-512.png', svg: mark, size: 512 },
  { file: 'icon-maskable-512.png', svg: fullBleed(0.8), size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed(0.9), size: 180 },
];

for (const { file, svg, size } of outputs) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, 'icons', file));
  console.log(`wrote public/icons/${file}`);
}
