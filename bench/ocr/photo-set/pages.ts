/**
 * Renders the photo set's pages: A4 at 150 dpi (1240 × 1754) as SVG, on plain, lined (blue rules,
 * red margin) or squared paper, with highlighter strokes, in one or two columns; and each page's
 * truth text in reading order (columns top to bottom, left column first; table rows left to right,
 * cells separated by single spaces; list items marked as printed).
 */
import { PAGES_A, type Block, type Font, type PageText, type Paper } from './page-texts.js';
import { PAGES_A_TAIL, PAGES_B_TAIL } from './page-texts-extra.js';
import { PAGES_B } from './page-texts-more.js';
import { PAGES_FORMULAS } from './page-texts-formulas.js';
import { PAGES_VARIED } from './page-texts-varied.js';

export const PAGE_WIDTH = 1240;
export const PAGE_HEIGHT = 1754;
const RIGHT_MARGIN = 105;
const GUTTER = 56;

/** Where the text lies on the page (page pixels): photos never crop or cover it. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface RenderedPage {
  text: PageText;
  truth: string;
  /** SVG of the page at 1240 × 1754; render it at any density. */
  svg: string;
  content: Box;
}

/** In a fixed order: the split (generate-photo-set.ts) goes by position. */
export const allPageTexts = (): PageText[] => [
  ...PAGES_A,
  ...PAGES_A_TAIL,
  ...PAGES_B,
  ...PAGES_B_TAIL,
  ...PAGES_FORMULAS,
  ...PAGES_VARIED,
];

/** Average advance of DejaVu glyphs as a share of the font size (measured 0.53; mono 0.60), kept generous. */
const advance = (font: Font, bold = false) => (font === 'DejaVu Sans Mono' ? 0.61 : bold ? 0.62 : 0.56);
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Small deterministic hash, for the wobble of highlighter strokes. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) / 4294967296;
}

function wrap(content: string, widthPx: number, size: number, font: Font): string[] {
  const limit = Math.floor(widthPx / (size * advance(font)));
  const lines: string[] = [];
  let current = '';
  for (const word of content.split(' ')) {
    if (current && current.length + 1 + word.length > limit) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

function paperShapes(paper: Paper, lead: number, firstRule: number): string[] {
  if (paper === 'plain') return [`<rect width="100%" height="100%" fill="#fdfdfa"/>`];
  const shapes = [`<rect width="100%" height="100%" fill="${paper === 'lined' ? '#fbfaf2' : '#fcfcf8'}"/>`];
  if (paper === 'lined') {
    for (let y = firstRule; y < PAGE_HEIGHT - 40; y += lead)
      shapes.push(`<line x1="0" y1="${y}" x2="${PAGE_WIDTH}" y2="${y}" stroke="#a3bde0" stroke-width="2"/>`);
    shapes.push(`<line x1="150" y1="0" x2="150" y2="${PAGE_HEIGHT}" stroke="#e37c7e" stroke-width="3"/>`);
  } else {
    // 5 mm squares (29.5 px at 150 dpi), pale grey-blue.
    const square = 29.5;
    for (let y = square; y < PAGE_HEIGHT; y += square)
      shapes.push(`<line x1="0" y1="${y}" x2="${PAGE_WIDTH}" y2="${y}" stroke="#bfd0e4" stroke-width="1.2"/>`);
    for (let x = square; x < PAGE_WIDTH; x += square)
      shapes.push(`<line x1="${x}" y1="0" x2="${x}" y2="${PAGE_HEIGHT}" stroke="#bfd0e4" stroke-width="1.2"/>`);
  }
  return shapes;
}

interface Part {
  x: number;
  text: string;
  size: number;
  bold?: boolean;
}

/** One printed line (or one table row): its parts, its height in slots and the gap above it. */
interface Slot {
  parts: Part[];
  height: number;
  gapBefore: number;
}

/**
 * Lays a page out. Every printed line takes one slot of `lead` px (on lined paper the rules are the
 * slots, so text sits on them); gaps between blocks are half a slot, or a whole one on lined paper.
 */
export function renderPage(page: PageText): RenderedPage {
  const size = page.size ?? 28;
  if (size < 22) throw new Error(`${page.name}: body text below 22 px`);
  const font = page.font;
  const lined = page.paper === 'lined';
  const lead = lined ? Math.round(size * 1.75) : Math.round(size * 1.5);
  const gap = lined ? lead : Math.round(lead / 2);
  const left = lined ? 178 : 110;
  const available = PAGE_WIDTH - left - RIGHT_MARGIN;
  const columns = page.columns ?? 1;
  const columnWidth = (available - GUTTER * (columns - 1)) / columns;
  const firstRule = 200;
  const titleSize = size + 14;
  const titleY = lined ? firstRule - 8 : 150;
  const top = lined ? firstRule + 2 * lead - 8 : 250;
  const rowSlots = lined ? 1 : 1.6;
  const fits = (text: string, width: number, bold = false, at = size) => {
    if (text.length * at * advance(font, bold) > width + 1) throw new Error(`${page.name}: "${text}" is too wide`);
  };
  fits(page.title, available, true, titleSize);

  const truth: string[] = [page.title];
  const slots: Slot[] = [];
  const tables: { block: Extract<Block, { kind: 'table' }>; first: number }[] = [];
  let pendingGap = 0;
  const push = (parts: Part[], height = 1) => {
    slots.push({ parts, height, gapBefore: slots.length ? pendingGap : 0 });
    pendingGap = 0;
  };
  for (const block of page.blocks) {
    if (block.kind === 'heading') {
      pendingGap = gap;
      fits(block.text, columnWidth, true, size + 2);
      push([{ x: 0, text: block.text, size: size + 2, bold: true }]);
      truth.push(block.text);
      continue;
    }
    if (block.kind === 'paragraph') {
      for (const text of wrap(block.text, columnWidth, size, font)) push([{ x: 0, text, size }]);
      truth.push(block.text);
    } else if (block.kind === 'lines') {
      for (const text of block.lines) {
        fits(text, columnWidth);
        push([{ x: 0, text, size }]);
        truth.push(text);
      }
    } else if (block.kind === 'list') {
      const indent = 20 + (block.marker === 'numbered' ? size * 1.6 : size * 1.2);
      block.items.forEach((item, i) => {
        const marker = block.marker === 'numbered' ? `${i + 1}.` : block.marker;
        const [first = '', ...rest] = wrap(item, columnWidth - indent, size, font);
        push([
          { x: 20, text: marker, size },
          { x: indent, text: first, size },
        ]);
        for (const text of rest) push([{ x: indent, text, size }]);
        truth.push(`${marker} ${item}`);
      });
    } else {
      if (columns !== 1) throw new Error(`${page.name}: tables only in one column`);
      tables.push({ block, first: slots.length });
      for (const row of [block.header, ...block.rows]) {
        push([], rowSlots);
        truth.push(row.join(' '));
      }
    }
    pendingGap = gap;
  }

  // Baselines within the flow; the second column starts at the first slot past half the height.
  const ys: number[] = [];
  let y = 0;
  slots.forEach((slot, i) => {
    if (i > 0) y += slot.gapBefore + lead * slot.height;
    ys.push(y);
  });
  const total = y;
  const breakAt = columns === 2 ? ys.findIndex((v) => v >= total / 2 - lead / 2) : slots.length;
  const shift = ys[breakAt] ?? 0;
  const placed: (Part & { y: number })[] = [];
  let bottom = top;
  slots.forEach((slot, i) => {
    const second = breakAt >= 0 && i >= breakAt;
    const baseline = top + (ys[i] ?? 0) - (second ? shift : 0);
    for (const part of slot.parts)
      if (part.text) placed.push({ ...part, x: left + (second ? columnWidth + GUTTER : 0) + part.x, y: baseline });
    bottom = Math.max(bottom, baseline + size * 0.35);
  });

  const shapes: string[] = [];
  const textAt = (x: number, y0: number, text: string, at: number, bold = false) =>
    `<text x="${x.toFixed(1)}" y="${y0.toFixed(1)}" font-family="${font}" font-size="${at}"${bold ? ' font-weight="bold"' : ''} fill="#15151a">${escape(text)}</text>`;
  const textShapes = placed.map((p) => textAt(p.x, p.y, p.text, p.size, p.bold));

  for (const { block, first } of tables) {
    const all = [block.header, ...block.rows];
    const widths = block.header.map(
      (_, c) => Math.max(...all.map((row) => (row[c] ?? '').length)) * size * advance(font, true) + 40,
    );
    const sum = widths.reduce((s, w) => s + w, 0);
    if (sum > available + 1) throw new Error(`${page.name}: table is ${Math.round(sum)} px wide`);
    // Spare width is shared out, but a narrow table is not stretched across the whole page.
    const spare = Math.min((available - sum) / widths.length, 120);
    const xs = widths.reduce<number[]>((acc, w, i) => [...acc, (acc[i] ?? left) + w + spare], [left]);
    const rowHeight = lead * rowSlots;
    // A row's rule sits below its baseline by a quarter of the row (on lined paper: the paper's rule).
    const ruleBelow = lined ? 8 : rowHeight * 0.3;
    all.forEach((row, r) => {
      const baseline = top + (ys[first + r] ?? 0);
      row.forEach((cell, c) => {
        placed.push({ x: (xs[c] ?? 0) + 16, y: baseline, text: cell, size, bold: r === 0 });
        textShapes.push(textAt((xs[c] ?? 0) + 16, baseline, cell, size, r === 0));
      });
    });
    const firstBaseline = top + (ys[first] ?? 0);
    const ruleY = (r: number) => firstBaseline + ruleBelow + (r - 1) * rowHeight;
    if (block.ruled) {
      const right = xs.at(-1) ?? left;
      for (let r = 0; r <= all.length; r++)
        shapes.push(
          `<line x1="${left}" y1="${ruleY(r).toFixed(1)}" x2="${right.toFixed(1)}" y2="${ruleY(r).toFixed(1)}" stroke="#222" stroke-width="${r === 1 ? 3 : 2}"/>`,
        );
      for (const x of xs)
        shapes.push(
          `<line x1="${x.toFixed(1)}" y1="${ruleY(0).toFixed(1)}" x2="${x.toFixed(1)}" y2="${ruleY(all.length).toFixed(1)}" stroke="#222" stroke-width="2"/>`,
        );
    }
    bottom = Math.max(bottom, ruleY(all.length) + 3);
  }

  const highlights = (page.highlight ?? []).map((phrase) => {
    const line = placed.find((p) => p.text.includes(phrase));
    if (!line) throw new Error(`${page.name}: nothing to highlight for "${phrase}"`);
    const per = line.size * 0.53;
    const x = line.x + line.text.indexOf(phrase) * per - 6;
    const w = phrase.length * per + 14;
    const h = line.size * 1.05;
    const wobble = (hash(phrase) - 0.5) * 6;
    const colour = ['#fff35a', '#9ff59a', '#ffa3d7'][Math.floor(hash(page.name + phrase) * 3)];
    const y0 = line.y - line.size * 0.82;
    return `<polygon points="${x},${y0 + wobble} ${x + w},${y0 - wobble} ${x + w + 3},${y0 + h - wobble} ${x + 2},${y0 + h + wobble}" fill="${colour}" opacity="0.6"/>`;
  });

  if (bottom > PAGE_HEIGHT - 100) throw new Error(`${page.name}: text runs to y=${Math.round(bottom)}, off the page`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}">` +
    [
      ...paperShapes(page.paper, lead, firstRule),
      ...highlights,
      ...shapes,
      textAt(left, titleY, page.title, titleSize, true),
      ...textShapes,
    ].join('') +
    `</svg>`;
  return {
    text: page,
    truth: truth.join('\n'),
    svg,
    content: { left: left - 4, top: titleY - titleSize, right: PAGE_WIDTH - RIGHT_MARGIN + 4, bottom },
  };
}
