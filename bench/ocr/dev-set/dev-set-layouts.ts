/**
 * The development set's page layouts: each builds an A4 page at 150 dpi as SVG shapes and its truth
 * text in reading order (columns top to bottom, left column first; table rows left to right, cells
 * separated by spaces).
 */
import {
  COLD_WAR,
  ECONOMICS,
  LIST_PAGE,
  MACBETH,
  NOTEBOOK_PAGE,
  PHOTOSYNTHESIS,
  RIVERS,
  SCIENCE_PAGE,
  SMALL_PRINT,
  TABLE_PAGE,
  TABLE_PAGE_2,
} from './dev-set-texts.js';

export const PAGE_WIDTH = 1240;
export const PAGE_HEIGHT = 1754;
const MARGIN = 110;
const BODY = 25;
/** Average advance of DejaVu glyphs in running text, as a share of the font size (kept generous). */
const SERIF_ADVANCE = 0.6;

export type LayoutClass =
  | 'one-column'
  | 'two-column'
  | 'three-column'
  | 'lists'
  | 'table-ruled'
  | 'table-unruled'
  | 'symbols'
  | 'notebook'
  | 'small-print';

export interface PageSpec {
  name: string;
  layout: LayoutClass;
  shapes: string[];
  truth: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function text(x: number, y: number, content: string, size = BODY, options: { bold?: boolean; font?: string } = {}) {
  const font = options.font ?? 'DejaVu Serif';
  return `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}"${options.bold ? ' font-weight="bold"' : ''} fill="#111">${escape(content)}</text>`;
}

function wrap(content: string, widthPx: number, size: number): string[] {
  const limit = Math.floor(widthPx / (size * SERIF_ADVANCE));
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

/**
 * Paragraphs poured into `columns` columns of equal height, so paragraphs run on from the bottom of
 * one column to the top of the next. A blank line separates paragraphs; a column never starts with one.
 */
function flow(paragraphs: string[], columns: number, top: number, size = BODY): { shapes: string[]; bottom: number } {
  const gutter = 50;
  const width = (PAGE_WIDTH - 2 * MARGIN - gutter * (columns - 1)) / columns;
  const lines: (string | null)[] = [];
  paragraphs.forEach((p, i) => {
    if (i > 0) lines.push(null);
    lines.push(...wrap(p, width, size));
  });
  const perColumn = Math.ceil(lines.length / columns);
  const leading = size * 1.45;
  const shapes: string[] = [];
  let column = 0;
  let row = 0;
  let deepest = 0;
  for (const line of lines) {
    if (row >= perColumn) {
      column++;
      row = 0;
    }
    if (line === null && row === 0) continue;
    if (line !== null) {
      const y = top + row * leading;
      shapes.push(text(MARGIN + column * (width + gutter), y, line, size));
      deepest = Math.max(deepest, y);
    }
    row++;
  }
  return { shapes, bottom: deepest + leading };
}

function heading(content: string, y = MARGIN + 20, size = 40) {
  return text(MARGIN, y, content, size, { bold: true });
}

function columnsPage(
  name: string,
  layout: LayoutClass,
  notes: { heading: string; paragraphs: string[] },
  columns: number,
) {
  const body = flow(notes.paragraphs, columns, MARGIN + 110);
  return {
    name,
    layout,
    shapes: [heading(notes.heading), ...body.shapes],
    truth: [notes.heading, ...notes.paragraphs].join('\n\n'),
  };
}

function listsPage(): PageSpec {
  const shapes = [heading(LIST_PAGE.heading), text(MARGIN, MARGIN + 100, LIST_PAGE.intro)];
  let y = MARGIN + 170;
  const truth = [LIST_PAGE.heading, LIST_PAGE.intro];
  for (const item of LIST_PAGE.bullets) {
    shapes.push(text(MARGIN + 20, y, '•'), text(MARGIN + 60, y, item));
    truth.push(`• ${item}`);
    y += 48;
  }
  y += 40;
  shapes.push(text(MARGIN, y, LIST_PAGE.numberedHeading, 32, { bold: true }));
  truth.push(LIST_PAGE.numberedHeading);
  y += 64;
  LIST_PAGE.numbered.forEach((item, i) => {
    shapes.push(text(MARGIN + 20, y, `${i + 1}.`), text(MARGIN + 60, y, item));
    truth.push(`${i + 1}. ${item}`);
    y += 48;
  });
  return { name: 'lists', layout: 'lists', shapes, truth: truth.join('\n') };
}

function tablePage(
  name: string,
  layout: LayoutClass,
  table: { heading: string; intro: string; header: string[]; rows: string[][] },
  ruled: boolean,
): PageSpec {
  const shapes = [heading(table.heading), text(MARGIN, MARGIN + 100, table.intro, 23)];
  const all = [table.header, ...table.rows];
  const widths = table.header.map(
    (_, c) => Math.max(...all.map((row) => (row[c] ?? '').length)) * BODY * SERIF_ADVANCE + 50,
  );
  const scale = Math.min(1, (PAGE_WIDTH - 2 * MARGIN) / widths.reduce((s, w) => s + w, 0));
  const xs = widths.reduce<number[]>((acc, w, i) => [...acc, (acc[i] ?? MARGIN) + w * scale], [MARGIN]);
  const rowHeight = 62;
  const top = MARGIN + 180;
  all.forEach((row, r) => {
    row.forEach((cell, c) => {
      shapes.push(text((xs[c] ?? 0) + 16, top + r * rowHeight + 40, cell, BODY, { bold: r === 0 }));
    });
  });
  if (ruled) {
    const right = xs.at(-1) ?? 0;
    const bottom = top + all.length * rowHeight;
    for (let r = 0; r <= all.length; r++) {
      const y = top + r * rowHeight;
      shapes.push(
        `<line x1="${MARGIN}" y1="${y}" x2="${right}" y2="${y}" stroke="#222" stroke-width="${r === 1 ? 3 : 2}"/>`,
      );
    }
    for (const x of xs)
      shapes.push(`<line x1="${x}" y1="${top}" x2="${x}" y2="${bottom}" stroke="#222" stroke-width="2"/>`);
  }
  const truth = [table.heading, table.intro, ...all.map((row) => row.join(' '))].join('\n');
  return { name, layout, shapes, truth };
}

function symbolsPage(): PageSpec {
  const shapes = [heading(SCIENCE_PAGE.heading)];
  SCIENCE_PAGE.lines.forEach((line, i) =>
    shapes.push(text(MARGIN, MARGIN + 120 + i * 70, line, 28, { font: 'DejaVu Sans' })),
  );
  return {
    name: 'symbols',
    layout: 'symbols',
    shapes,
    truth: [SCIENCE_PAGE.heading, ...SCIENCE_PAGE.lines].join('\n'),
  };
}

/** Lined paper: pale blue rules, a red margin line, writing sat on the rules, highlighter strokes. */
function notebookPage(): PageSpec {
  const shapes: string[] = [`<rect width="100%" height="100%" fill="#fbfaf3"/>`];
  const spacing = 64;
  for (let y = 200; y < PAGE_HEIGHT - 60; y += spacing) {
    shapes.push(`<line x1="0" y1="${y}" x2="${PAGE_WIDTH}" y2="${y}" stroke="#9db8dc" stroke-width="2"/>`);
  }
  shapes.push(`<line x1="150" y1="0" x2="150" y2="${PAGE_HEIGHT}" stroke="#e0787a" stroke-width="3"/>`);
  shapes.push(text(180, 200 - 14, NOTEBOOK_PAGE.heading, 36, { bold: true, font: 'DejaVu Sans' }));
  NOTEBOOK_PAGE.lines.forEach((line, i) => {
    const base = 200 + (i + 1) * spacing;
    if (NOTEBOOK_PAGE.highlighted.includes(i)) {
      const width = line.length * 27 * 0.55;
      shapes.push(`<rect x="172" y="${base - 40}" width="${width}" height="40" fill="#fff35c" opacity="0.75"/>`);
    }
    shapes.push(text(180, base - 12, line, 27, { font: 'DejaVu Sans' }));
  });
  return {
    name: 'notebook',
    layout: 'notebook',
    shapes,
    truth: [NOTEBOOK_PAGE.heading, ...NOTEBOOK_PAGE.lines].join('\n'),
  };
}

function smallPrintPage(): PageSpec {
  const body = flow(SMALL_PRINT.paragraphs, 1, MARGIN + 100, 19);
  const shapes = [heading(SMALL_PRINT.heading, MARGIN + 20, 32), ...body.shapes];
  let y = body.bottom + 40;
  shapes.push(
    `<line x1="${MARGIN}" y1="${y - 30}" x2="${MARGIN + 300}" y2="${y - 30}" stroke="#444" stroke-width="1"/>`,
  );
  for (const note of SMALL_PRINT.footnotes) {
    for (const line of wrap(note, PAGE_WIDTH - 2 * MARGIN, 16)) {
      shapes.push(text(MARGIN, y, line, 16));
      y += 24;
    }
  }
  return {
    name: 'small-print',
    layout: 'small-print',
    shapes,
    truth: [SMALL_PRINT.heading, ...SMALL_PRINT.paragraphs, ...SMALL_PRINT.footnotes].join('\n\n'),
  };
}

export function allPages(): PageSpec[] {
  return [
    columnsPage('one-column', 'one-column', PHOTOSYNTHESIS, 1),
    columnsPage('two-column', 'two-column', COLD_WAR, 2),
    columnsPage('two-column-b', 'two-column', ECONOMICS, 2),
    columnsPage('three-column', 'three-column', RIVERS, 3),
    columnsPage('three-column-b', 'three-column', MACBETH, 3),
    listsPage(),
    tablePage('table-ruled', 'table-ruled', TABLE_PAGE, true),
    tablePage('table-unruled', 'table-unruled', TABLE_PAGE_2, false),
    symbolsPage(),
    notebookPage(),
    smallPrintPage(),
  ];
}

export function pageSvg(page: PageSpec): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}"><rect width="100%" height="100%" fill="white"/>${page.shapes.join('')}</svg>`;
}
