/**
 * Reading-order check on rendered layouts: is the app's order ever worse than Tesseract's own?
 *
 *   npx tsx ocr/ocr-layout-check.ts            (from bench/; needs the native tesseract binary)
 *   KEEP=/some/dir npx tsx ocr/ocr-layout-check.ts   (also writes the pages and truths there,
 *                                                    ready for OCR_BENCH_DIR=/some/dir npm run bench:ocr)
 *
 * Renders pages with layouts the fixtures lack (text as SVG through sharp, DejaVu Serif), reads each
 * with native Tesseract after the app's preprocessing, and prints the character error rate of
 * Tesseract's own order and of arrangeReadingOrder's, with the layout complexity the app reports.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { characterErrorRate } from '../../apps/server/src/adapters/ocr/cer.js';
import { preprocessImage } from '../../apps/server/src/adapters/ocr/image/preprocess.js';
import { arrangeReadingOrder, engineText } from '../../apps/server/src/adapters/ocr/layout/reading-order.js';
import { parseTsvLayout } from '../../apps/server/src/adapters/ocr/layout/tsv-layout.js';

const SIZE = 22;
const LINE = SIZE * 1.4;

interface Item {
  x: number;
  y: number;
  size: number;
  bold?: boolean;
  lines: string[];
}

interface Page {
  name: string;
  width: number;
  height: number;
  items: Item[];
  /** In reading order: paragraphs separated by a blank line. */
  truth: string;
}

/** Greedy word wrap to at most `width` characters per line. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

/** Stacks paragraphs down from `y` at `x`, a blank line apart; returns the items and the next free y. */
function column(x: number, y: number, paragraphs: { text: string; bold?: boolean }[], width: number) {
  const items: Item[] = [];
  for (const p of paragraphs) {
    const lines = wrap(p.text, width);
    items.push({ x, y, size: SIZE, bold: p.bold ?? false, lines });
    y += LINE * (lines.length + 1);
  }
  return { items, y };
}

const VERSAILLES = [
  'After the First World War the victorious Allies met in Paris to decide how Germany should be treated. The treaty that followed was signed in the Hall of Mirrors at Versailles in June 1919. Its terms reduced the German army to one hundred thousand men, banned tanks and submarines, and forced Germany to accept blame for starting the war under the war guilt clause, Article 231, which many Germans bitterly resented for years afterwards.',
  'Germany also lost territory, including Alsace-Lorraine, and all of its overseas colonies.',
];
const REPARATIONS = [
  { text: 'Reparations', bold: true },
  {
    text: 'Germany was ordered to pay reparations for the damage caused by the war. The final sum, set in 1921, was 6.6 billion pounds, to be paid in instalments over many decades.',
  },
];
const TECTONICS = [
  'Plate tectonics explains how the crust is split into plates that move slowly over the mantle on convection currents.',
  'At constructive margins plates move apart and magma rises to form new crust, as at the Mid-Atlantic Ridge.',
  'At destructive margins the denser oceanic plate sinks beneath the continental plate, causing earthquakes and volcanoes.',
  'At conservative margins plates slide past each other, and pressure builds until it is released as an earthquake.',
  'Hazards can be managed by monitoring, prediction, protection and planning, which reduce the risk to people.',
];

function twoColumns(name: string, title: string): Page {
  const left = column(
    60,
    140,
    VERSAILLES.map((text) => ({ text })),
    46,
  );
  const right = column(780, 140, REPARATIONS, 46);
  const truth = [title, ...VERSAILLES, ...REPARATIONS.map((p) => p.text)].join('\n\n');
  return {
    name,
    width: 1450,
    height: 700,
    items: [{ x: 60, y: 70, size: 30, bold: true, lines: [title] }, ...left.items, ...right.items],
    truth,
  };
}

function threeColumns(): Page {
  const columns = [[TECTONICS[0], TECTONICS[1]], [TECTONICS[2]], [TECTONICS[3], TECTONICS[4]]].map((texts, i) =>
    column(
      60 + i * 460,
      80,
      texts.map((text) => ({ text: text ?? '' })),
      30,
    ),
  );
  return {
    name: 'tectonics-three-columns',
    width: 1420,
    height: 600,
    items: columns.flatMap((c) => c.items),
    truth: TECTONICS.join('\n\n'),
  };
}

function table(): Page {
  const rows = [
    ['Organelle', 'Function'],
    ['Nucleus', 'Contains genetic material'],
    ['Ribosome', 'Protein synthesis'],
    ['Mitochondrion', 'Aerobic respiration'],
    ['Chloroplast', 'Photosynthesis'],
  ];
  const items = rows.flatMap(([term, meaning], k) => [
    { x: 60, y: 80 + k * LINE * 1.5, size: SIZE, bold: k === 0, lines: [term ?? ''] },
    { x: 500, y: 80 + k * LINE * 1.5, size: SIZE, bold: k === 0, lines: [meaning ?? ''] },
  ]);
  return { name: 'organelles-table', width: 1000, height: 360, items, truth: rows.flat().join('\n') };
}

const PAGES: Page[] = [
  twoColumns('versailles-two-columns', 'The Treaty of Versailles (1919)'),
  twoColumns('versailles-two-columns-wide-title', 'The Treaty of Versailles (1919): terms, reactions and consequences'),
  threeColumns(),
  table(),
];

async function render(page: Page): Promise<Buffer> {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const texts = page.items.flatMap((item) =>
    item.lines.map(
      (line, i) =>
        `<text x="${item.x}" y="${item.y + i * item.size * 1.4}" font-family="DejaVu Serif" font-size="${item.size}"${item.bold ? ' font-weight="bold"' : ''}>${escape(line)}</text>`,
    ),
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${page.width}" height="${page.height}"><rect width="100%" height="100%" fill="white"/>${texts.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function main(): Promise<void> {
  const keep = process.env.KEEP ? path.resolve(process.env.KEEP) : undefined;
  if (keep) mkdirSync(keep, { recursive: true });
  console.log("| page | Tesseract's order CER | app order CER | reordered | layoutComplexity |");
  console.log('| --- | --- | --- | --- | --- |');
  for (const page of PAGES) {
    const png = await render(page);
    if (keep) {
      writeFileSync(path.join(keep, `${page.name}.png`), png);
      writeFileSync(path.join(keep, `${page.name}.txt`), `${page.truth}\n`);
    }
    const tsv = execFileSync('tesseract', ['stdin', 'stdout', '--oem', '1', '--psm', '3', '-l', 'eng', 'tsv'], {
      input: (await preprocessImage(png)).image,
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      stdio: ['pipe', 'pipe', 'ignore'],
    }).toString('utf8');
    const blocks = parseTsvLayout(tsv);
    const arranged = arrangeReadingOrder(blocks);
    console.log(
      `| ${page.name} | ${characterErrorRate(engineText(blocks), page.truth).toFixed(4)} | ${characterErrorRate(arranged.text, page.truth).toFixed(4)} | ${arranged.reordered ? 'yes' : 'no'} | ${arranged.layoutComplexity} |`,
    );
  }
}

await main();
