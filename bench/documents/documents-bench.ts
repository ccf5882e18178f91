/**
 * Document reading speed, each figure beside an anchor measured in the same run (the machine is
 * shared and noisy, so only ratios inside one run mean anything):
 *  - a 50-page text PDF through PooledDocumentReader (its own thread), pages per second, beside
 *    native `pdftotext` when installed, else pdfjs's bare getTextContent loop on this thread;
 *  - a 10-page scanned PDF (render at ~300 dpi + OCR), pages per second, beside native
 *    `tesseract` on the same rendered pages when installed;
 *  - with the built server (`npm run build` first), the slowest GET /api/health while the 50-page
 *    PDF is read (target: every answer within 2 s; the tests hold only a no-stall guard).
 * Run from the repository root: `npm run bench:documents`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PooledDocumentReader } from '../../apps/server/src/adapters/documents/pooled-document-reader.js';
import { renderPdfPage } from '../../apps/server/src/adapters/documents/pdf-reader.js';
import { createOcrEngine } from '../../apps/server/src/adapters/ocr/engine/create-ocr-engine.js';
import { PAGE_TEXTS, pdfOfPages, wordRecall } from '../../apps/server/test/document-fixtures.js';
import { register, root, startApp } from '../api/bench-server.js';

const TEXT_PAGES = 50;
const SCANNED_PAGES = 10;
const HEALTH_TARGET_MS = 2_000;
const scratch = mkdtempSync(path.join(os.tmpdir(), 'revisely-documents-bench-'));

const has = (command: string) => spawnSync(command, ['-v'], { stdio: 'ignore' }).error === undefined;
const rate = (pages: number, ms: number) => `${((pages * 1000) / ms).toFixed(1).padStart(7)} pages/s`;

/** Dense revision pages: about 45 lines of body text each, as a textbook page. */
async function denseTextPdf(pages: number): Promise<{ pdf: Buffer; text: string }> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const body = PAGE_TEXTS.flatMap((lines) => lines.slice(1));
  const all: string[] = [];
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([595, 842]);
    const lines = [`Chapter ${p + 1}`, ...Array.from({ length: 45 }, (_, i) => body[(p + i) % body.length]!)];
    lines.forEach((line, i) => page.drawText(line, { x: 30, y: 800 - i * 16.5, size: i === 0 ? 16 : 8.5, font }));
    all.push(...lines);
  }
  return { pdf: Buffer.from(await doc.save()), text: all.join('\n') };
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const t0 = performance.now();
  const value = await run();
  return { value, ms: performance.now() - t0 };
}

async function pdfjsLoop(pdf: Buffer): Promise<number> {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  let chars = 0;
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) chars += item.str.length;
  }
  await doc.destroy();
  return chars;
}

const ocr = createOcrEngine({ engine: 'auto', workers: 1, queueLimit: 4 });
const reader = new PooledDocumentReader({ ocr, eager: true });
try {
  const { pdf: textPdf, text } = await denseTextPdf(TEXT_PAGES);
  await reader.read(textPdf); // warm: thread start, pdfjs load
  const ours = await timed(() => reader.read(textPdf));
  console.log(
    `50-page text PDF (${(textPdf.length / 1024).toFixed(0)} KB), word recall ${wordRecall(text, ours.value.extractedText).toFixed(3)}`,
  );
  console.log(`  PooledDocumentReader           ${rate(TEXT_PAGES, ours.ms)}  (${ours.ms.toFixed(0)} ms)`);
  if (has('pdftotext')) {
    const file = path.join(scratch, 'text.pdf');
    writeFileSync(file, textPdf);
    const anchor = await timed(async () => execFileSync('pdftotext', [file, '-']));
    console.log(`  anchor: native pdftotext       ${rate(TEXT_PAGES, anchor.ms)}  (${anchor.ms.toFixed(0)} ms)`);
  } else {
    await pdfjsLoop(textPdf);
    const anchor = await timed(() => pdfjsLoop(textPdf));
    console.log(
      `  anchor: bare pdfjs loop        ${rate(TEXT_PAGES, anchor.ms)}  (${anchor.ms.toFixed(0)} ms, pdftotext not installed)`,
    );
  }

  const scanned = await pdfOfPages(Array.from({ length: SCANNED_PAGES }, () => true));
  const ocrRun = await timed(() => reader.read(scanned));
  const meanConfidence = ocrRun.value.confidence;
  console.log(`10-page scanned PDF, document confidence ${meanConfidence}`);
  console.log(`  PooledDocumentReader (render+OCR) ${rate(SCANNED_PAGES, ocrRun.ms)}  (${ocrRun.ms.toFixed(0)} ms)`);
  if (has('tesseract')) {
    const png = path.join(scratch, 'page.png');
    writeFileSync(png, (await renderPdfPage(scanned, 1))!);
    const anchor = await timed(async () => {
      for (let i = 0; i < SCANNED_PAGES; i++)
        execFileSync('tesseract', [png, '-', '--psm', '3'], {
          env: { ...process.env, OMP_THREAD_LIMIT: '1' },
          stdio: 'pipe',
        });
    });
    console.log(
      `  anchor: native tesseract (OCR only) ${rate(SCANNED_PAGES, anchor.ms)}  (${anchor.ms.toFixed(0)} ms)`,
    );
  } else {
    console.log('  anchor: native tesseract not installed');
  }

  if (existsSync(path.join(root, 'apps/server/dist/main.js'))) {
    const app = await startApp(path.join(scratch, 'data'));
    try {
      const auth = await register(app.base, `documents-${Date.now()}@example.com`);
      const form = () => {
        const f = new FormData();
        f.append('file', new Blob([textPdf]), 'pack.pdf');
        return f;
      };
      const post = () =>
        fetch(`${app.base}/api/documents/extract`, {
          method: 'POST',
          headers: { authorization: auth.authorization! },
          body: form(),
        });
      await (await post()).arrayBuffer(); // warm
      let done = false;
      const t0 = performance.now();
      const request = post().then(async (res) => {
        await res.arrayBuffer();
        done = true;
        return res.status;
      });
      const health: number[] = [];
      while (!done) {
        const h0 = performance.now();
        await (await fetch(`${app.base}/api/health`)).arrayBuffer();
        health.push(performance.now() - h0);
        await new Promise((r) => setTimeout(r, 20));
      }
      const status = await request;
      const slowest = Math.max(...health);
      console.log(
        `Built server: 50-page PDF answered ${status} in ${(performance.now() - t0).toFixed(0)} ms; ` +
          `${health.length} health checks meanwhile, slowest ${slowest.toFixed(1)} ms ` +
          `(target < ${HEALTH_TARGET_MS} ms: ${slowest < HEALTH_TARGET_MS ? 'PASS' : 'FAIL'})`,
      );
    } finally {
      await app.stop();
    }
  } else {
    console.log('Built server not found (npm run build): health-while-reading not measured.');
  }
} finally {
  await reader.close();
  await ocr.close();
  rmSync(scratch, { recursive: true, force: true });
}
