import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/**
 * Documents for the document-reading tests, made in code so nothing is read from outside the
 * repository: PDFs with pdf-lib (a text layer, scanned images, both), Office files as zips of
 * minimal XML, and the broken files the endpoint must refuse.
 */

/** Science revision prose: distinct words so recall can be measured. */
export const PAGE_TEXTS = [
  [
    'Cell Structure',
    'Animal cells contain a nucleus, cytoplasm, a cell membrane, mitochondria and ribosomes.',
    'Plant cells also have a cell wall made of cellulose, chloroplasts and a permanent vacuole.',
    'Bacterial cells are prokaryotic: their genetic material floats freely as a single loop of DNA.',
  ],
  [
    'Transport in Cells',
    'Diffusion is the net movement of particles from higher to lower concentration.',
    'Osmosis moves water across a partially permeable membrane towards the more concentrated solution.',
    'Active transport uses energy from respiration to move substances against a concentration gradient.',
  ],
  [
    'Enzymes',
    'Enzymes are biological catalysts whose active site fits one substrate, like a lock and key.',
    'High temperatures or extreme pH denature the enzyme, changing the shape of its active site.',
  ],
];

/** The words of a text, lower-cased, punctuation dropped: what recall counts. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Share of the expected words (with repeats) found in the actual text. */
export function wordRecall(expected: string, actual: string): number {
  const have = new Map<string, number>();
  for (const w of wordsOf(actual)) have.set(w, (have.get(w) ?? 0) + 1);
  const wanted = wordsOf(expected);
  let found = 0;
  for (const w of wanted) {
    const n = have.get(w) ?? 0;
    if (n > 0) {
      found += 1;
      have.set(w, n - 1);
    }
  }
  return wanted.length === 0 ? 1 : found / wanted.length;
}

const A4 = [595, 842] as const;

/** Pages of text drawn with a standard font (a real text layer), a heading then body lines. */
export async function textPdf(pages: string[][] = PAGE_TEXTS): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) addTextPage(doc, font, lines);
  return Buffer.from(await doc.save());
}

function addTextPage(doc: PDFDocument, font: Awaited<ReturnType<PDFDocument['embedFont']>>, lines: string[]) {
  const page = doc.addPage([...A4]);
  let y = 780;
  lines.forEach((line, i) => {
    page.drawText(line, { x: 40, y, size: i === 0 ? 22 : 10, font });
    y -= i === 0 ? 36 : 18;
  });
}

/** A page of printed text as a PNG at 150 dpi A4, the way a scanner would give it. */
export async function scannedPagePng(lines: string[]): Promise<Buffer> {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const text = lines
    .map(
      (line, i) =>
        `<text x="80" y="${160 + i * 70}" font-family="DejaVu Sans" font-size="${i === 0 ? 48 : 30}">${escape(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="1754"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Short lines (the scan is 150 dpi: a 30 px line must fit across the page). */
export const SCANNED_LINES = [
  'Photosynthesis',
  'Plants make glucose from carbon dioxide and water.',
  'The energy comes from light absorbed by chlorophyll.',
  'Oxygen is released as a waste product.',
];

/** Each page is `true` for a scanned (image-only) page, `false` for one with a text layer. */
export async function pdfOfPages(kinds: boolean[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const image = kinds.some(Boolean) ? await doc.embedPng(await scannedPagePng(SCANNED_LINES)) : null;
  kinds.forEach((scanned, i) => {
    if (!scanned) return addTextPage(doc, font, PAGE_TEXTS[i % PAGE_TEXTS.length]!);
    doc.addPage([...A4]).drawImage(image!, { x: 0, y: 0, width: A4[0], height: A4[1] });
  });
  return Buffer.from(await doc.save());
}

/** A PDF of `count` pages, each with a line of text. */
export async function manyPagePdf(count: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= count; i++)
    doc
      .addPage([...A4])
      .drawText(`Page ${i} of the revision pack about ecosystems.`, { x: 40, y: 780, size: 12, font });
  return Buffer.from(await doc.save());
}

/**
 * A PDF encrypted with the standard handler (RC4, revision 2) whose user password is not empty:
 * written by hand, with /O and /U values no empty password matches, so a reader must ask for one.
 */
export function encryptedPdf(): Buffer {
  const hex = (n: number) => Buffer.alloc(n, 0x5a).toString('hex');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 5 0 R >>',
    `<< /Filter /Standard /V 1 /R 2 /Length 40 /O <${hex(32)}> /U <${hex(32)}> /P -44 >>`,
    '<< /Length 10 >>\nstream\n0123456789\nendstream',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${hex(16)}> <${hex(16)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_RELS = 'xmlns="http://schemas.openxmlformats.org/package/2006/relationships"';

const run = (text: string) => `<w:r><w:t xml:space="preserve">${text.replace(/&/g, '&amp;')}</w:t></w:r>`;
const para = (text: string, style?: string, list?: number) =>
  `<w:p>${style || list !== undefined ? `<w:pPr>${style ? `<w:pStyle w:val="${style}"/>` : ''}${list !== undefined ? `<w:numPr><w:ilvl w:val="0"/><w:numId w:val="${list}"/></w:numPr>` : ''}</w:pPr>` : ''}${run(text)}</w:p>`;
const cell = (text: string) => `<w:tc>${para(text)}</w:tc>`;

/** What docx() holds, in reading order, as the reader should give it. */
export const DOCX_TEXT = [
  'The Heart',
  'The heart pumps blood around the body through a double circulatory system.',
  'Blood vessels',
  'Arteries carry blood away from the heart at high pressure.',
  'Veins return blood to the heart and have valves.',
  'Capillaries are one cell thick for fast diffusion.',
  'Chamber | Receives blood from',
  'Right atrium | Vena cava',
  'Left atrium | Pulmonary vein',
  'The coronary arteries supply the heart muscle itself.',
].join('\n');

/** A Word document: a heading, paragraphs, a subheading, a bulleted list, a table, a closing paragraph. */
export function docx(): Buffer {
  const body = [
    para('The Heart', 'Heading1'),
    para('The heart pumps blood around the body through a double circulatory system.'),
    para('Blood vessels', 'Heading2'),
    para('Arteries carry blood away from the heart at high pressure.', undefined, 1),
    para('Veins return blood to the heart and have valves.', undefined, 1),
    para('Capillaries are one cell thick for fast diffusion.', undefined, 1),
    `<w:tbl>${[
      ['Chamber', 'Receives blood from'],
      ['Right atrium', 'Vena cava'],
      ['Left atrium', 'Pulmonary vein'],
    ]
      .map((row) => `<w:tr>${row.map(cell).join('')}</w:tr>`)
      .join('')}</w:tbl>`,
    para('The coronary arteries supply the heart muscle itself.'),
  ].join('');
  const style = (id: string, name: string) =>
    `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/></w:style>`;
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        `<Relationships ${PKG_RELS}><Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`,
      ),
      'word/document.xml': strToU8(`<w:document ${W}><w:body>${body}</w:body></w:document>`),
      'word/_rels/document.xml.rels': strToU8(
        `<Relationships ${PKG_RELS}><Relationship Id="rId1" Type="${REL}/styles" Target="styles.xml"/><Relationship Id="rId2" Type="${REL}/numbering" Target="numbering.xml"/></Relationships>`,
      ),
      'word/styles.xml': strToU8(
        `<w:styles ${W}>${style('Heading1', 'heading 1')}${style('Heading2', 'heading 2')}</w:styles>`,
      ),
      'word/numbering.xml': strToU8(
        `<w:numbering ${W}><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`,
      ),
    }),
  );
}

const P =
  'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

const shape = (placeholder: string | null, paragraphs: string[]) =>
  `<p:sp><p:nvSpPr><p:cNvPr id="2" name="s"/><p:cNvSpPr/><p:nvPr>${placeholder ? `<p:ph type="${placeholder}"/>` : ''}</p:nvPr></p:nvSpPr><p:txBody>${paragraphs
    .map((p) => `<a:p><a:r><a:t>${p.replace(/&/g, '&amp;')}</a:t></a:r></a:p>`)
    .join('')}</p:txBody></p:sp>`;

export interface Slide {
  title: string;
  body: string[];
  notes?: string;
  table?: string[][];
}

export const SLIDES: Slide[] = [
  {
    title: 'The Water Cycle',
    body: ['Evaporation from oceans', 'Condensation forms clouds'],
    notes: 'Ask the class where rain comes from.',
  },
  {
    title: 'Rates of Reaction',
    body: ['Temperature increases collisions'],
    table: [
      ['Factor', 'Effect'],
      ['Catalyst', 'Faster'],
    ],
  },
  {
    title: 'Electrolysis',
    body: ['Ions move to oppositely charged electrodes'],
    notes: 'Demonstrate with copper sulfate.',
  },
];

/**
 * A presentation whose slide files are numbered against their order (slide3.xml is shown first),
 * with the body shape before the title in the XML, speaker notes, a table and a slide number.
 */
export function pptx(slides: Slide[] = SLIDES): Buffer {
  const files: Record<string, Uint8Array> = {};
  const count = slides.length;
  const ids: string[] = [];
  const rels: string[] = [];
  slides.forEach((slide, i) => {
    const fileNumber = count - i;
    ids.push(`<p:sldId id="${256 + i}" r:id="rId${i + 10}"/>`);
    rels.push(`<Relationship Id="rId${i + 10}" Type="${REL}/slide" Target="slides/slide${fileNumber}.xml"/>`);
    const table = slide.table
      ? `<p:graphicFrame><a:graphic><a:graphicData><a:tbl>${slide.table
          .map(
            (row) =>
              `<a:tr>${row.map((c) => `<a:tc><a:txBody><a:p><a:r><a:t>${c}</a:t></a:r></a:p></a:txBody></a:tc>`).join('')}</a:tr>`,
          )
          .join('')}</a:tbl></a:graphicData></a:graphic></p:graphicFrame>`
      : '';
    files[`ppt/slides/slide${fileNumber}.xml`] = strToU8(
      `<p:sld ${P}><p:cSld><p:spTree>${shape('body', slide.body)}${shape('title', [slide.title])}${table}${shape('sldNum', [String(i + 1)])}</p:spTree></p:cSld></p:sld>`,
    );
    if (slide.notes) {
      files[`ppt/slides/_rels/slide${fileNumber}.xml.rels`] = strToU8(
        `<Relationships ${PKG_RELS}><Relationship Id="rId1" Type="${REL}/notesSlide" Target="../notesSlides/notesSlide${fileNumber}.xml"/></Relationships>`,
      );
      files[`ppt/notesSlides/notesSlide${fileNumber}.xml`] = strToU8(
        `<p:notes ${P}><p:cSld><p:spTree>${shape('sldImg', [])}${shape('body', [slide.notes])}</p:spTree></p:cSld></p:notes>`,
      );
    }
  });
  files['ppt/presentation.xml'] = strToU8(
    `<p:presentation ${P}><p:sldIdLst>${ids.join('')}</p:sldIdLst></p:presentation>`,
  );
  files['ppt/_rels/presentation.xml.rels'] = strToU8(`<Relationships ${PKG_RELS}>${rels.join('')}</Relationships>`);
  return Buffer.from(zipSync(files));
}

/** A docx whose document part inflates to `megabytes` MB of zeros from a few KB: a zip bomb. */
export function docxBomb(megabytes: number): Buffer {
  return Buffer.from(zipSync({ 'word/document.xml': new Uint8Array(megabytes * 1024 * 1024) }, { level: 9 }));
}

/** A zip that is neither Word nor PowerPoint. */
export function otherZip(): Buffer {
  return Buffer.from(zipSync({ 'notes.txt': strToU8('just a zip') }));
}

export const MARKDOWN =
  '# Forces\n\nA **force** is a push or a pull.\n\n- Weight = mass × gravitational field strength\n- Friction opposes motion\n';
export const PLAIN_TEXT =
  'Waves transfer energy without transferring matter.\nTransverse waves oscillate at right angles to travel.\n';
