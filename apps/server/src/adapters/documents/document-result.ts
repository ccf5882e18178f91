import type { DocumentExtractResponse, DocumentPage } from '@revisely/contracts';
import type { LayoutComplexity, OcrResult } from '../ocr/ocr-engine.js';
import { DocumentReadError } from './document-reader.js';
import type { ReadDocument } from './read-result.js';

const COMPLEXITY: LayoutComplexity[] = ['simple', 'moderate', 'complex'];

/**
 * The response from the format reader's pages and the OCR readings of the pages that needed it
 * (by index; null for a page that rendered blank). Text pages count 100 unless empty; the
 * document's confidence is the character-weighted mean, so a short doubtful page weighs little.
 */
export function documentResponse(read: ReadDocument, ocr: Map<number, OcrResult | null>): DocumentExtractResponse {
  let layout = COMPLEXITY.indexOf(read.layout);
  const pages: DocumentPage[] = read.pages.map((page, index) => {
    const number = index + 1;
    const heading = page.heading ? { heading: page.heading } : {};
    if (!page.needsOcr)
      return { number, text: page.text, source: 'text', confidence: page.text.trim() ? 100 : 0, ...heading };
    const result = ocr.get(index) ?? null;
    if (!result) return { number, text: '', source: 'ocr', confidence: 0 };
    layout = Math.max(layout, COMPLEXITY.indexOf(result.layoutComplexity));
    const text = result.extractedText.trim();
    return {
      number,
      text,
      source: 'ocr',
      confidence: text ? clamp(result.confidence) : 0,
      ...(result.words ? { words: result.words } : {}),
      ...(result.linesToCheck ? { linesToCheck: result.linesToCheck } : {}),
    };
  });
  let chars = 0;
  let weighted = 0;
  for (const page of pages) {
    const length = page.text.replace(/\s/g, '').length;
    chars += length;
    weighted += length * page.confidence;
  }
  if (chars === 0) throw new DocumentReadError('empty');
  return {
    extractedText: pages
      .map((p) => p.text)
      .filter((t) => t.trim())
      .join('\n\n'),
    pages,
    confidence: Math.round((weighted / chars) * 10) / 10,
    layoutComplexity: COMPLEXITY[layout] ?? 'simple',
    kind: read.kind,
  };
}

function clamp(confidence: number): number {
  return Math.min(100, Math.max(0, Math.round(confidence * 10) / 10));
}
