import { randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { TINY_PNG } from '../../../test/fixtures.js';
import {
  DOCX_TEXT,
  docx,
  docxBomb,
  encryptedPdf,
  manyPagePdf,
  MARKDOWN,
  otherZip,
  PAGE_TEXTS,
  pdfOfPages,
  PLAIN_TEXT,
  pptx,
  SLIDES,
  textPdf,
  wordRecall,
} from '../../../test/document-fixtures.js';
import { DocumentReadError, type DocumentProblem } from './document-reader.js';
import { renderPdfPage } from './pdf-reader.js';
import { readDocument } from './read-document.js';

async function problemOf(data: Uint8Array): Promise<DocumentProblem | 'none'> {
  try {
    await readDocument(data);
    return 'none';
  } catch (error) {
    if (error instanceof DocumentReadError) return error.problem;
    throw error;
  }
}

describe('readDocument: text formats', () => {
  it('reads a PDF text layer page by page, in order, with each page heading', async () => {
    const doc = await readDocument(await textPdf());
    expect(doc.kind).toBe('pdf');
    expect(doc.pages).toHaveLength(PAGE_TEXTS.length);
    doc.pages.forEach((page, i) => {
      const expected = PAGE_TEXTS[i]!;
      expect(page.needsOcr).toBeUndefined();
      expect(page.heading).toBe(expected[0]);
      expect(wordRecall(expected.join('\n'), page.text)).toBeGreaterThanOrEqual(0.98);
      // Lines stay in their order on the page.
      const at = expected.map((line) => page.text.indexOf(line));
      expect(at.every((n) => n >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
    });
  });

  it('marks image-only pages of a mixed PDF for OCR and reads the others', async () => {
    const doc = await readDocument(await pdfOfPages([false, true, false]));
    expect(doc.pages.map((p) => Boolean(p.needsOcr))).toEqual([false, true, false]);
    expect(wordRecall(PAGE_TEXTS[2]!.join(' '), doc.pages[2]!.text)).toBeGreaterThanOrEqual(0.98);
  });

  it('reads a Word document in reading order: headings, list items, table rows', async () => {
    const doc = await readDocument(docx());
    expect(doc.kind).toBe('docx');
    expect(doc.pages).toHaveLength(1);
    const [page] = doc.pages;
    expect(wordRecall(DOCX_TEXT, page!.text)).toBeGreaterThanOrEqual(0.98);
    expect(page!.heading).toBe('The Heart');
    expect(doc.layout).toBe('moderate');
    const lines = page!.text.split('\n');
    expect(lines).toContain('- Arteries carry blood away from the heart at high pressure.');
    expect(lines).toContain('Right atrium | Vena cava');
    const order = ['The Heart', 'Blood vessels', 'Veins return', 'Chamber | Receives', 'Left atrium', 'The coronary'];
    const at = order.map((s) => page!.text.indexOf(s));
    expect(at.every((n) => n >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('reads slides in presentation order: title, body, table, then speaker notes', async () => {
    const doc = await readDocument(pptx());
    expect(doc.kind).toBe('pptx');
    expect(doc.pages.map((p) => p.heading)).toEqual(SLIDES.map((s) => s.title));
    doc.pages.forEach((page, i) => {
      const slide = SLIDES[i]!;
      const expected = [slide.title, ...slide.body, ...(slide.table ?? []).flat(), slide.notes ?? ''].join(' ');
      expect(wordRecall(expected, page.text)).toBeGreaterThanOrEqual(0.98);
      expect(page.text.startsWith(slide.title)).toBe(true);
      if (slide.notes) expect(page.text.indexOf(slide.notes)).toBeGreaterThan(page.text.indexOf(slide.body[0]!));
      // The slide-number placeholder is furniture, not content.
      expect(page.text.split('\n')).not.toContain(String(i + 1));
    });
    expect(doc.pages[1]!.text.split('\n')).toContain('Catalyst | Faster');
  });

  it('reads Markdown and plain text as one page', async () => {
    const md = await readDocument(Buffer.from(MARKDOWN));
    expect(md).toMatchObject({ kind: 'text', pages: [{ heading: 'Forces' }] });
    expect(wordRecall(MARKDOWN, md.pages[0]!.text)).toBeGreaterThanOrEqual(0.98);
    const txt = await readDocument(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(PLAIN_TEXT)]));
    expect(txt.pages[0]!.text).toBe(PLAIN_TEXT.trim());
    expect(txt.pages[0]!.heading).toBeUndefined();
  });
});

describe('readDocument: refusals', () => {
  it('refuses files that are not a supported document, whatever they are called', async () => {
    expect(await problemOf(randomBytes(4096))).toBe('unsupported');
    expect(await problemOf(TINY_PNG)).toBe('unsupported');
    expect(await problemOf(otherZip())).toBe('unsupported');
    expect(await problemOf(Buffer.from('text with a NUL \u0000 byte'))).toBe('unsupported');
    expect(await problemOf(Buffer.from('\ufeffUTF-16 text', 'utf16le'))).toBe('unsupported');
  });

  it('refuses damaged, locked and over-long files', async () => {
    const pdf = await textPdf();
    expect(await problemOf(pdf.subarray(0, 200))).toBe('corrupt');
    expect(await problemOf(encryptedPdf())).toBe('password');
    expect(await problemOf(await manyPagePdf(51))).toBe('too-many-pages');
    expect(await problemOf(await manyPagePdf(50))).toBe('none');
    expect(await problemOf(pptx(Array.from({ length: 51 }, (_, i) => ({ title: `Slide ${i}`, body: ['x'] }))))).toBe(
      'too-many-pages',
    );
    expect(await problemOf(docx().subarray(0, 300))).toBe('corrupt');
  });

  it('stops inflating a zip bomb at the cap', async () => {
    const bomb = docxBomb(48);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await problemOf(bomb)).toBe('too-much-text');
  });
});

describe('renderPdfPage', () => {
  it('renders a scanned page to a PNG near 300 dpi and skips a blank one', async () => {
    const png = await renderPdfPage(await pdfOfPages([true]), 1);
    expect(png).not.toBeNull();
    expect(Buffer.from(png!.subarray(1, 4)).toString()).toBe('PNG');
    const width = Buffer.from(png!).readUInt32BE(16);
    expect(width).toBeGreaterThan(2000);
    expect(width).toBeLessThanOrEqual(4000);
    const doc = await PDFDocument.create();
    doc.addPage();
    const blank = await doc.save();
    expect(await renderPdfPage(blank, 1)).toBeNull();
  });
});
