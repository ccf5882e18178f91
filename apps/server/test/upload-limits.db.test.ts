import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OcrEngine } from '../src/adapters/ocr/ocr-engine.js';
import { multipart } from './fixtures.js';
import { phoneJpegWithGps, pixelBombPng } from './image-fixtures.js';
import { bearer, createTestApp, registerUser, type TestContext } from './test-app.js';

let t: TestContext;
let token: string;
let queueFull = false;
let extracted = 0;

const engine: OcrEngine = {
  isFull: () => queueFull,
  extract: async () => {
    extracted += 1;
    return { extractedText: 'text', originalOcrText: 'text', confidence: 90, layoutComplexity: 'simple' };
  },
  close: async () => {},
};

const NOTES =
  'Photosynthesis happens in the chloroplasts of plant cells. Light energy is absorbed by chlorophyll. ' +
  'Carbon dioxide and water react to make glucose and oxygen. The glucose is used for respiration.';
const study = { subject: 'Biology', qualification: 'GCSE', topic: 'Plants', examBoard: 'AQA' };

const ocrUpload = (image: Buffer) => {
  const body = multipart([{ name: 'image', file: { data: image, filename: 'notes.png', type: 'image/png' } }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/ocr/extract',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

beforeAll(async () => {
  t = await createTestApp({ adapters: { ocr: engine } });
  token = (await registerUser(t.app)).token;
});
afterAll(async () => {
  await t.close();
});

describe('photo metadata', () => {
  it('stores a summary photo without its EXIF GPS data, turned the right way up', async () => {
    const photo = await phoneJpegWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/summaries',
      headers: bearer(token),
      payload: { ...study, userEditedText: NOTES, photoUrl: `data:image/jpeg;base64,${photo.toString('base64')}` },
    });
    expect(res.statusCode).toBe(201);
    const summary = (
      await t.app.inject({ method: 'GET', url: `/api/summaries/${res.json().id}`, headers: bearer(token) })
    ).json<{ photoUrl: string }>();
    const stored = await t.app.inject({ method: 'GET', url: summary.photoUrl, headers: bearer(token) });
    expect(stored.statusCode).toBe(200);
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([20, 40]);
  });
});

describe('decompression bombs', () => {
  it('OCR answers 422 quickly for a tiny PNG declaring 400 megapixels', async () => {
    const started = Date.now();
    const res = await ocrUpload(pixelBombPng());
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/^Image Too Large: photos can be at most 50 megapixels/);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(extracted).toBe(0);
  });

  it('a summary photo declaring 400 megapixels is refused with 422', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/summaries',
      headers: bearer(token),
      payload: { ...study, userEditedText: NOTES, photoUrl: pixelBombPng().toString('base64') },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/50 megapixels/);
  });
});

describe('OCR admission', () => {
  it('answers 503 before reading the upload when the OCR queue is full', async () => {
    queueFull = true;
    try {
      const res = await ocrUpload(Buffer.alloc(14 * 1024 * 1024, 1));
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: 'OCR is busy right now. Please try again in a moment.' });
      expect(extracted).toBe(0);
    } finally {
      queueFull = false;
    }
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await ocrUpload(png)).statusCode).toBe(200);
    expect(extracted).toBe(1);
  });
});

describe('OCR admission over a real socket', () => {
  it('answers 503 while the client has sent only the start of a 15 MB upload', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    queueFull = true;
    const extractedBefore = extracted;
    try {
      const declared = 15 * 1024 * 1024;
      const answer = await new Promise<{ status: number; body: string; sentBytes: number }>((resolve, reject) => {
        let sentBytes = 0;
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/ocr/extract',
            headers: {
              ...bearer(token),
              'content-type': 'multipart/form-data; boundary=x',
              'content-length': String(declared),
            },
          },
          (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString()));
            res.on('end', () => {
              resolve({ status: res.statusCode ?? 0, body, sentBytes });
              req.destroy();
            });
          },
        );
        req.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
        });
        // Only 64 KB of the declared 15 MB; the rest is never sent.
        const chunk = Buffer.alloc(64 * 1024, 1);
        req.write(chunk, () => (sentBytes += chunk.length));
      });
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body)).toEqual({ error: 'OCR is busy right now. Please try again in a moment.' });
      expect(answer.sentBytes).toBeLessThan(declared);
      expect(extracted).toBe(extractedBefore);
    } finally {
      queueFull = false;
    }
  });
});

describe('generate-from-summary bounds', () => {
  const generate = (summaryText: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/flashcards/generate-from-summary',
      headers: bearer(token),
      payload: { ...study, summaryText, cardCount: 5 },
    });

  it('refuses more than 200 points', async () => {
    const res = await generate(Array.from({ length: 201 }, (_, i) => `Point ${i} about glucose.`));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/at most 200 points/);
  });

  it('refuses points totalling more than 100,000 characters', async () => {
    const res = await generate(Array.from({ length: 11 }, () => 'a'.repeat(9_999)));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/at most 100000 characters/);
  });

  it('still accepts 200 short points', async () => {
    const res = await generate(
      Array.from({ length: 200 }, (_, i) => `Chlorophyll absorbs light energy for photosynthesis, fact ${i}.`),
    );
    expect(res.statusCode).not.toBe(400);
  });
});
