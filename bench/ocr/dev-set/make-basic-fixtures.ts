/**
 * Writes the three small OCR fixtures that the server and browser tests read
 * (apps/server/test/fixtures/ocr-basic/): a one-column page, a two-column page and a photo-like
 * list. Generated here so that the tests need nothing outside the repository. Deterministic: the
 * same run always writes the same images.
 *
 *   npx tsx ocr/dev-set/make-basic-fixtures.ts   (from bench/)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { seededRandom } from './dev-set-photo.js';

const OUT = path.resolve(import.meta.dirname, '../../../apps/server/test/fixtures/ocr-basic');

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Line {
  x: number;
  y: number;
  text: string;
}

function svg(width: number, height: number, lines: Line[], font: string, size: number): string {
  const texts = lines
    .map(
      (l) =>
        `<text x="${l.x}" y="${l.y}" font-family="${font}" font-size="${size}" fill="#111">${escape(l.text)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="white"/>${texts}</svg>`;
}

/** Lines wrapped by word count, laid out top to bottom from `top` at `leading` px. */
function stack(x: number, top: number, leading: number, lines: string[]): Line[] {
  return lines.map((text, i) => ({ x, y: top + i * leading, text }));
}

const SINGLE = {
  name: 'a_cells_single',
  lines: [
    'Cell Structure and Transport',
    'Eukaryotic cells contain a nucleus enclosed by a double membrane called the nuclear',
    'envelope. Mitochondria are the site of aerobic respiration and release energy for the',
    'cell. Ribosomes are responsible for protein synthesis and are found free in the',
    'cytoplasm or attached to the rough endoplasmic reticulum.',
    '',
    'Diffusion is the net movement of particles from an area of higher concentration to an',
    'area of lower concentration. Osmosis is the diffusion of water molecules across a',
    'partially permeable membrane. Active transport moves substances against a',
    'concentration gradient and requires energy from respiration.',
  ],
};

const TWO_COLUMN = {
  name: 'b_industrial_twocol',
  left: [
    'The Industrial Revolution',
    'Britain industrialised first because it had large deposits',
    'of coal and iron ore, a growing population and capital',
    'from overseas trade.',
    'The spinning jenny and the water frame transformed',
    'the textile industry, moving production from homes into',
    'factories.',
  ],
  right: [
    'Consequences',
    'Rapid urbanisation led to overcrowded housing and',
    'outbreaks of cholera in cities such as Manchester and',
    'Liverpool.',
    'The Factory Act of 1833 banned children under nine',
    'from working in textile mills and limited working hours.',
  ],
};

const LIST = {
  name: 'c_rates_list_photo',
  lines: [
    'Rates of Reaction',
    '- Increasing temperature gives particles more kinetic energy, so more collisions exceed the activation energy.',
    '- Increasing concentration means more particles per unit volume and more frequent collisions.',
    '- A catalyst provides an alternative reaction pathway with a lower activation energy.',
    '- Grinding a solid into powder increases its surface area to volume ratio.',
  ],
};

/** Truth text: one line per printed line of a paragraph joined back up; blank lines separate paragraphs. */
function truthOf(lines: string[]): string {
  const paragraphs: string[][] = [[]];
  for (const line of lines) {
    if (line === '') paragraphs.push([]);
    else paragraphs.at(-1)?.push(line);
  }
  return paragraphs.map((p) => p.join(' ')).join('\n');
}

async function single(): Promise<void> {
  const width = 1520;
  const lines = stack(60, 70, 38, SINGLE.lines).filter((l) => l.text !== '');
  const png = await sharp(Buffer.from(svg(width, 513, lines, 'DejaVu Serif', 25)))
    .greyscale()
    .png({ compressionLevel: 9 })
    .toBuffer();
  const [heading, ...body] = SINGLE.lines;
  write(SINGLE.name, 'png', png, [heading ?? '', truthOf(body)].join('\n'));
}

async function twoColumn(): Promise<void> {
  const lines = [...stack(60, 80, 32, TWO_COLUMN.left), ...stack(880, 80, 32, TWO_COLUMN.right)];
  const png = await sharp(Buffer.from(svg(1640, 351, lines, 'DejaVu Sans', 26)))
    .greyscale()
    .png({ compressionLevel: 9 })
    .toBuffer();
  const paragraphsOf = (column: string[]) => {
    const [heading, ...rest] = column;
    // Each column: a heading, then two paragraphs (the second starts with "The").
    const split = rest.findIndex((line, i) => i > 0 && line.startsWith('The '));
    return [heading ?? '', rest.slice(0, split).join(' '), rest.slice(split).join(' ')];
  };
  write(TWO_COLUMN.name, 'png', png, [...paragraphsOf(TWO_COLUMN.left), ...paragraphsOf(TWO_COLUMN.right)].join('\n'));
}

/**
 * A photo-like list: 2.5° rotation, light falling off down the page, noise, blur, JPEG quality 55:
 * read well, but with a word or two in doubt, as the review step's tests need.
 */
async function listPhoto(): Promise<void> {
  const width = 1532;
  const height = 353;
  const page = svg(width, height, stack(64, 60, 34, LIST.lines), 'DejaVu Serif', 22);
  const rotated = await sharp(Buffer.from(page))
    .rotate(2.5, { background: '#ffffff' })
    .resize(width, height, { fit: 'cover' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const random = seededRandom(2025);
  const data = rotated.data;
  const w = rotated.info.width;
  for (let i = 0; i < data.length; i++) {
    const y = Math.floor(i / w);
    const light = 1 - 0.45 * Math.min(1, y / (rotated.info.height * 0.9));
    const noise = (random() + random() + random() - 1.5) * 22;
    data[i] = Math.max(0, Math.min(255, (data[i] ?? 0) * light + noise));
  }
  const jpeg = await sharp(data, { raw: { width: w, height: rotated.info.height, channels: 1 } })
    .blur(1.1)
    .jpeg({ quality: 55 })
    .toBuffer();
  write(LIST.name, 'jpg', jpeg, LIST.lines.join('\n'));
}

function write(name: string, extension: string, bytes: Buffer, truth: string): void {
  writeFileSync(path.join(OUT, `${name}.${extension}`), bytes);
  writeFileSync(path.join(OUT, `${name}.txt`), `${truth}\n`);
  console.log(`${name}.${extension}: ${Math.round(bytes.length / 1024)} KB`);
}

mkdirSync(OUT, { recursive: true });
await single();
await twoColumn();
await listPhoto();
