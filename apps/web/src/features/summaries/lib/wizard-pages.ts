import {
  OcrLineCheckSchema,
  OcrWordSchema,
  SUMMARY_TEXT_MAX,
  type DocumentExtractResponse,
  type OcrResult,
} from '@revisely/contracts';
import { z } from 'zod';

/** Past this many characters one pass of the summariser cannot cover everything: it goes by section. */
export const LONG_TEXT_CHARS = 20_000;
export const LONG_TEXT_NOTE =
  'This is long: the summary will cover it section by section, keeping the order of your pages. It takes a little longer.';
export const TOO_LONG_TEXT = `This is more than a summary can take (${SUMMARY_TEXT_MAX.toLocaleString('en-GB')} characters). Delete pages or text you don't need, or split it into two summaries.`;

/** A file chosen at the upload step, in the order the student put them. */
export interface SourceFile {
  id: string;
  file: File;
  kind: 'photo' | 'document';
}

/**
 * One page of text at the review step: a photo's OCR reading, a document page or slide, or text the
 * student pasted. Everything here but the File is kept in the draft.
 */
export const ReviewPageSchema = z.object({
  id: z.string(),
  origin: z.enum(['photo', 'document', 'paste']),
  /** The SourceFile it came from; absent for pasted text. */
  sourceId: z.string().optional(),
  fileName: z.string().optional(),
  /** Its number in its document (PDF page, slide), for documents. */
  documentPage: z.number().optional(),
  documentKind: z.enum(['pdf', 'docx', 'pptx', 'text']).optional(),
  heading: z.string().optional(),
  /** How the text was read: a file's own text, or OCR. */
  read: z.enum(['text', 'ocr']).optional(),
  /** What the student edits and what is summarised. */
  text: z.string(),
  extractedText: z.string(),
  originalOcrText: z.string(),
  confidence: z.number().nullable(),
  layoutComplexity: z.enum(['simple', 'moderate', 'complex']).optional(),
  words: z.array(OcrWordSchema).optional(),
  linesToCheck: z.array(OcrLineCheckSchema).optional(),
  visionAvailable: z.boolean().optional(),
});
export type ReviewPage = z.infer<typeof ReviewPageSchema>;

let counter = 0;
/** Ids unique within this tab, for list keys and the photo store. */
export function newPageId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

export function pageFromOcr(source: SourceFile, ocr: OcrResult): ReviewPage {
  return {
    id: newPageId('page'),
    origin: 'photo',
    sourceId: source.id,
    fileName: source.file.name,
    read: 'ocr',
    text: ocr.extractedText,
    extractedText: ocr.extractedText,
    originalOcrText: ocr.originalOcrText,
    confidence: ocr.confidence,
    layoutComplexity: ocr.layoutComplexity,
    ...(ocr.words ? { words: ocr.words } : {}),
    ...(ocr.linesToCheck ? { linesToCheck: ocr.linesToCheck } : {}),
    ...(ocr.visionAvailable !== undefined ? { visionAvailable: ocr.visionAvailable } : {}),
  };
}

export function pagesFromDocument(source: SourceFile, doc: DocumentExtractResponse): ReviewPage[] {
  return doc.pages.map((page) => ({
    id: newPageId('page'),
    origin: 'document',
    sourceId: source.id,
    fileName: source.file.name,
    documentPage: page.number,
    documentKind: doc.kind,
    ...(page.heading ? { heading: page.heading } : {}),
    read: page.source,
    text: page.text,
    extractedText: page.text,
    originalOcrText: page.text,
    confidence: page.confidence,
    layoutComplexity: doc.layoutComplexity,
    ...(page.words ? { words: page.words } : {}),
    ...(page.linesToCheck ? { linesToCheck: page.linesToCheck } : {}),
  }));
}

export function pastedPage(): ReviewPage {
  return {
    id: newPageId('paste'),
    origin: 'paste',
    text: '',
    extractedText: '',
    originalOcrText: '',
    confidence: null,
  };
}

/** Where a page came from, said in a few words: "notes.pdf, slide 3: Cell structure · read with OCR". */
export function describePageSource(page: ReviewPage): string {
  if (page.origin === 'paste') return 'Pasted text';
  const unit = page.documentKind === 'pptx' ? 'slide' : 'page';
  const where =
    page.origin === 'document' && page.documentKind !== 'text' && page.documentKind !== 'docx' && page.documentPage
      ? `${page.fileName ?? 'Document'}, ${unit} ${page.documentPage}`
      : (page.fileName ?? 'Photo');
  const heading = page.heading ? `: ${page.heading}` : '';
  const read = page.read === 'ocr' ? 'read with OCR' : 'text from the file';
  return `${where}${heading} · ${read}`;
}

/** All pages' text in page order, a blank line between pages; blank pages are left out. */
export function joinPages(pages: readonly ReviewPage[], field: 'text' | 'extractedText' | 'originalOcrText'): string {
  return pages
    .map((page) => page[field].trim())
    .filter((text) => text.length > 0)
    .join('\n\n');
}

/** The pages' confidence weighted by their length, or null when no page was read (pasted text). */
export function overallConfidence(pages: readonly ReviewPage[]): number | null {
  let weight = 0;
  let sum = 0;
  for (const page of pages) {
    if (page.confidence === null) continue;
    const w = Math.max(1, page.extractedText.length);
    weight += w;
    sum += page.confidence * w;
  }
  return weight === 0 ? null : sum / weight;
}

const COMPLEXITY_ORDER = ['simple', 'moderate', 'complex'] as const;

/** The hardest layout among the pages: the one the student most needs to check. */
export function overallLayout(pages: readonly ReviewPage[]): ReviewPage['layoutComplexity'] {
  let worst = -1;
  for (const page of pages)
    if (page.layoutComplexity) worst = Math.max(worst, COMPLEXITY_ORDER.indexOf(page.layoutComplexity));
  return worst < 0 ? undefined : COMPLEXITY_ORDER[worst];
}

/** The create request's three texts: a raw reading over the API's limit is dropped (it is only a fallback). */
export function summaryTexts(pages: readonly ReviewPage[]): {
  originalOcrText: string | null;
  columnFixedText: string | null;
  userEditedText: string;
} {
  const fit = (text: string) => (text.length > SUMMARY_TEXT_MAX ? null : text);
  return {
    originalOcrText: fit(joinPages(pages, 'originalOcrText')),
    columnFixedText: fit(joinPages(pages, 'extractedText')),
    userEditedText: joinPages(pages, 'text'),
  };
}

/** The pages read so far, by the file they came from (kept with the student's edits when reading again). */
export function pagesBySource(pages: readonly ReviewPage[]): Map<string, ReviewPage[]> {
  const read = new Map<string, ReviewPage[]>();
  for (const page of pages) if (page.sourceId) read.set(page.sourceId, [...(read.get(page.sourceId) ?? []), page]);
  return read;
}

/**
 * The wizard's pages after a (re)reading, in the files' order; loose pages (pasted text, pages whose
 * file was not found after a reload) go last.
 */
export function arrangePages(
  sources: readonly SourceFile[],
  read: ReadonlyMap<string, ReviewPage[]>,
  pages: readonly ReviewPage[],
): ReviewPage[] {
  return [...sources.flatMap((source) => read.get(source.id) ?? []), ...pages.filter((page) => !page.sourceId)];
}

export function movedItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
