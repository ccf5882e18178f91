import { createRequire } from 'node:module';
import path from 'node:path';
import { MAX_DOCUMENT_PAGES } from '@revisely/contracts';
import type * as PdfjsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import { DocumentReadError } from './document-reader.js';
import type { ReadDocument, ReadPage } from './read-result.js';

/**
 * PDFs through pdfjs-dist's legacy (Node) build, run on the calling thread: this module is loaded
 * only inside the document worker (document-worker.ts), so pdfjs's "fake worker" runs there too
 * and nothing is downloaded or spawned. Fonts: no system fonts, no font faces, the standard
 * fonts from pdfjs's own package folder; no network fetches (the whole file is passed as data).
 */

type Pdfjs = typeof PdfjsModule;
let loaded: Promise<Pdfjs> | undefined;
const PDFJS_WORKER: string = 'pdfjs-dist/legacy/build/pdf.worker.mjs';

async function pdfjs(): Promise<Pdfjs> {
  loaded ??= (async () => {
    // Importing the worker module sets globalThis.pdfjsWorker, which pdfjs then uses in-thread
    // instead of importing a worker script by URL.
    // (Named through a variable: pdfjs-dist ships no types for it, and only its side effect is wanted.)
    await import(PDFJS_WORKER);
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return loaded;
}

const standardFonts = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

type RenderParameters = Parameters<PDFPageProxy['render']>[0];

/** Letters and digits a page needs in its text layer to be read from it rather than by OCR. */
const MIN_USABLE_CHARS = 20;
/** Past this share of unmappable glyphs (U+FFFD, private use) the text layer is garbage: OCR instead. */
const MAX_GARBLED_SHARE = 0.2;
/** About 300 dpi, capped so a poster-sized page does not become a gigapixel canvas. */
const RENDER_DPI = 300;
const MAX_RENDER_PIXELS = 9_000_000;
const MAX_RENDER_SIDE = 4000;
/** A rendered page whose darkest pixel is this light holds no text worth OCR. */
const BLANK_LUMINANCE = 200;

export async function openPdf(data: Uint8Array): Promise<PDFDocumentProxy> {
  const lib = await pdfjs();
  const task = lib.getDocument({
    // A copy, as a plain Uint8Array: pdfjs refuses Buffers and may keep or detach what it is given.
    data: new Uint8Array(data),
    standardFontDataUrl: standardFonts,
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
    useWorkerFetch: false,
    disableAutoFetch: true,
    disableStream: true,
    disableRange: true,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    if (pdf.numPages < 1) throw new DocumentReadError('corrupt');
    if (pdf.numPages > MAX_DOCUMENT_PAGES) throw new DocumentReadError('too-many-pages');
    return pdf;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    if (error instanceof DocumentReadError) throw error;
    if ((error as { name?: unknown }).name === 'PasswordException') throw new DocumentReadError('password');
    throw new DocumentReadError('corrupt');
  }
}

/** Every page's text layer, in page order; pages without a usable one are marked for OCR. */
export async function readPdfText(data: Uint8Array): Promise<ReadDocument> {
  const pdf = await openPdf(data);
  try {
    const pages: ReadPage[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      pages.push(await pageText(page));
      page.cleanup();
    }
    return { kind: 'pdf', pages, layout: 'simple' };
  } catch (error) {
    if (error instanceof DocumentReadError) throw error;
    throw new DocumentReadError('corrupt');
  } finally {
    await pdf.destroy();
  }
}

interface TextLine {
  text: string;
  size: number;
}

async function pageText(page: PDFPageProxy): Promise<ReadPage> {
  const content = await page.getTextContent();
  const lines: TextLine[] = [];
  let current: TextLine = { text: '', size: 0 };
  for (const item of content.items) {
    if (!('str' in item)) continue;
    current.text += item.str;
    if (item.str.trim())
      current.size = Math.max(current.size, Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0));
    if (item.hasEOL) {
      lines.push(current);
      current = { text: '', size: 0 };
    }
  }
  lines.push(current);
  const kept = lines.map((l) => ({ text: l.text.replace(/\s+/g, ' ').trim(), size: l.size })).filter((l) => l.text);
  const text = kept.map((l) => l.text).join('\n');
  if (!usable(text)) return { text: '', needsOcr: true };
  const heading = headingOf(kept);
  return heading ? { text, heading } : { text };
}

function usable(text: string): boolean {
  const chars = text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  if (chars < MIN_USABLE_CHARS) return false;
  const garbled = text.match(/[\uFFFD\uE000-\uF8FF]/g)?.length ?? 0;
  return garbled / text.replace(/\s/g, '').length <= MAX_GARBLED_SHARE;
}

/** The first of the page's opening lines set clearly larger than its body text. */
function headingOf(lines: TextLine[]): string | undefined {
  const sizes = lines.map((l) => l.size).sort((a, b) => a - b);
  // The lower median: on a page of a heading and one line, the line is the body.
  const median = sizes[Math.floor((sizes.length - 1) / 2)] ?? 0;
  if (median <= 0) return undefined;
  const line = lines.slice(0, 3).find((l) => l.size >= median * 1.25 && l.text.length <= 200);
  return line?.text;
}

/**
 * One page rendered to PNG at about 300 dpi for OCR, or null when it comes out blank (nothing to
 * read, so no OCR time spent on it).
 */
export async function renderPdfPage(data: Uint8Array, pageNumber: number): Promise<Uint8Array | null> {
  const pdf = await openPdf(data);
  try {
    const page = await pdf.getPage(pageNumber);
    const base = page.getViewport({ scale: 1 });
    const scale = Math.min(
      RENDER_DPI / 72,
      Math.sqrt(MAX_RENDER_PIXELS / Math.max(1, base.width * base.height)),
      MAX_RENDER_SIDE / Math.max(1, base.width, base.height),
    );
    const viewport = page.getViewport({ scale });
    const { createCanvas } = await import('@napi-rs/canvas');
    const width = Math.max(1, Math.floor(viewport.width));
    const height = Math.max(1, Math.floor(viewport.height));
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    // Transparent areas would read as black once flattened; a scan is on white paper.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    await page.render({ canvasContext: context as unknown as RenderParameters['canvasContext'], viewport }).promise;
    if (isBlank(context.getImageData(0, 0, width, height).data)) return null;
    return new Uint8Array(await canvas.encode('png'));
  } catch (error) {
    if (error instanceof DocumentReadError) throw error;
    throw new DocumentReadError('corrupt');
  } finally {
    await pdf.destroy();
  }
}

function isBlank(rgba: Uint8ClampedArray): boolean {
  for (let i = 0; i < rgba.length; i += 4) {
    const luminance = 0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!;
    if (luminance < BLANK_LUMINANCE) return false;
  }
  return true;
}
