import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { encryptedPdf, pdfOfPages } from '../../../test/document-fixtures.js';
import { ServiceBusyError } from '../../core/domain-errors.js';
import type { OcrEngine, OcrResult } from '../ocr/ocr-engine.js';
import { DocumentReadError } from './document-reader.js';
import { PooledDocumentReader } from './pooled-document-reader.js';

/** Records each image it is given and answers a fixed reading, so these tests need no Tesseract. */
class FakeOcr implements OcrEngine {
  readonly images: Buffer[] = [];
  async extract(image: Buffer): Promise<OcrResult> {
    this.images.push(image);
    const n = this.images.length;
    return {
      extractedText: `scanned page reading ${n}`,
      originalOcrText: `scanned page reading ${n}`,
      confidence: 80,
      layoutComplexity: 'complex',
      words: [{ text: 'scanned', confidence: 80, box: { x: 0.1, y: 0.1, w: 0.2, h: 0.05 } }],
      linesToCheck: [],
    };
  }
  async close(): Promise<void> {}
}

const ocr = new FakeOcr();
const reader = new PooledDocumentReader({ ocr, eager: false });
afterAll(async () => {
  await reader.close();
});

async function withBlankPage(pdf: Buffer): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf);
  doc.addPage();
  return Buffer.from(await doc.save());
}

describe('PooledDocumentReader', () => {
  it('sends each scanned page, rendered, to the OCR engine in order, and skips blank ones', async () => {
    const pdf = await withBlankPage(await pdfOfPages([true, false, true]));
    const doc = await reader.read(pdf);
    expect(ocr.images).toHaveLength(2);
    for (const image of ocr.images) {
      const meta = await sharp(image).metadata();
      expect(meta.format).toBe('png');
      expect(meta.width).toBeGreaterThan(2000);
    }
    expect(doc.pages.map((p) => [p.number, p.source])).toEqual([
      [1, 'ocr'],
      [2, 'text'],
      [3, 'ocr'],
      [4, 'ocr'],
    ]);
    expect(doc.pages[0]).toMatchObject({
      text: 'scanned page reading 1',
      confidence: 80,
      words: [{ text: 'scanned' }],
    });
    expect(doc.pages[2]!.text).toBe('scanned page reading 2');
    expect(doc.pages[3]).toMatchObject({ text: '', confidence: 0 });
    expect(doc.layoutComplexity).toBe('complex');
    // Character-weighted: the long text page at 100 outweighs two short OCR pages at 80.
    expect(doc.confidence).toBeGreaterThan(80);
    expect(doc.confidence).toBeLessThan(100);
    expect(doc.extractedText.split('\n\n')).toHaveLength(3);
  });

  it('turns refusals from the thread into DocumentReadError', async () => {
    await expect(reader.read(encryptedPdf())).rejects.toSatisfy(
      (error) => error instanceof DocumentReadError && error.problem === 'password',
    );
    const blank = await PDFDocument.create();
    blank.addPage();
    await expect(reader.read(Buffer.from(await blank.save()))).rejects.toSatisfy(
      (error) => error instanceof DocumentReadError && error.problem === 'empty',
    );
  });

  it('refuses a document past the queue with ServiceBusyError', async () => {
    const small = new PooledDocumentReader({ ocr, eager: false, queueLimit: 0 });
    try {
      const text = Buffer.from('A short note about the nitrogen cycle.');
      const results = await Promise.allSettled([small.read(text), small.read(text)]);
      expect(results[0]!.status).toBe('fulfilled');
      expect(results[1]!.status).toBe('rejected');
      expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(ServiceBusyError);
    } finally {
      await small.close();
    }
  });
});
