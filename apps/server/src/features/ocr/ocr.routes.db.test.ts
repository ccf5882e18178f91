import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, HEIC_HEADER, multipart, TINY_PNG } from '../../../test/fixtures.js';
import { bearer, createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';

let t: TestContext;
let token: string;

const upload = (parts: Parameters<typeof multipart>[0], auth = true) => {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/ocr/extract',
    headers: { ...(auth ? bearer(token) : {}), ...body.headers },
    payload: body.payload,
  });
};

beforeAll(async () => {
  t = await createTestApp({ env: { OCR_WORKERS: '1' } });
  token = (await registerUser(t.app)).token;
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/ocr/extract', () => {
  it('reads a two-column page in reading order', async () => {
    const res = await upload([
      { name: 'image', file: { data: fixture('b_industrial_twocol.png'), filename: 'notes.png', type: 'image/png' } },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      extractedText: expect.any(String),
      originalOcrText: expect.any(String),
      confidence: expect.any(Number),
    });
    expect(['simple', 'moderate', 'complex']).toContain(body.layoutComplexity);
    expect(body.confidence).toBeGreaterThan(50);
    expect(body.confidence).toBeLessThanOrEqual(100);
    expect(body.extractedText.length).toBeGreaterThan(100);
    // Word boxes and confidences for the review step; no vision model is configured here.
    expect(body.visionAvailable).toBe(false);
    expect(body.words.length).toBeGreaterThan(50);
    expect(body.words.length).toBeLessThanOrEqual(5000);
    for (const word of body.words) {
      expect(word.text.trim()).not.toBe('');
      expect(word.confidence).toBeGreaterThanOrEqual(0);
      expect(word.confidence).toBeLessThanOrEqual(100);
      expect(word.box.x + word.box.w).toBeLessThanOrEqual(1);
      expect(word.box.y + word.box.h).toBeLessThanOrEqual(1);
      expect(word.box.w).toBeGreaterThan(0);
    }
    // The words are the ones in the text, not something else.
    const first = body.words.find((w: { confidence: number }) => w.confidence > 80);
    expect(body.extractedText).toContain(first.text);
  });

  it('marks formula lines to check, however sure the engine was of their words', async () => {
    const lines = ['Forces and motion', 'Speed = distance ÷ time', 'A resultant force makes an object accelerate.'];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300"><rect width="100%" height="100%" fill="white"/>${lines
      .map((line, i) => `<text x="60" y="${80 + i * 60}" font-family="DejaVu Sans" font-size="34">${line}</text>`)
      .join('')}</svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const res = await upload([{ name: 'image', file: { data: png, filename: 'forces.png', type: 'image/png' } }]);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ extractedText: string; linesToCheck: { text: string; reason: string }[] }>();
    const formula = body.extractedText.split('\n').find((line) => line.startsWith('Speed'));
    expect(formula).toBeDefined();
    expect(body.linesToCheck).toContainEqual({ text: formula, reason: 'symbols' });
    expect(body.linesToCheck.map((check) => check.text)).not.toContain('Forces and motion');
  });

  it('identifies files by content, not by name', async () => {
    const png = await upload([{ name: 'image', file: { data: TINY_PNG, filename: 'photo.heic', type: 'image/heic' } }]);
    expect(png.statusCode).toBe(200);
    const heic = await upload([
      { name: 'image', file: { data: HEIC_HEADER, filename: 'photo.jpg', type: 'image/jpeg' } },
    ]);
    expect(heic.statusCode).toBe(415);
    expect(heic.json().error).toMatch(/^iPhone Photo Format Detected/);
    const pdf = await upload([
      { name: 'image', file: { data: Buffer.from('%PDF-1.4\n...'), filename: 'notes.png', type: 'image/png' } },
    ]);
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error).toMatch(/^Unsupported File Type/);
  });

  it('rejects files over 15 MB with 413', async () => {
    const big = Buffer.alloc(15_728_640 + 1);
    TINY_PNG.copy(big);
    const res = await upload([{ name: 'image', file: { data: big, filename: 'big.png', type: 'image/png' } }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/^File Too Large/);
  });

  it('needs the image field, multipart and a session', async () => {
    const none = await upload([{ name: 'note', value: 'hello' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatch(/image/);
    const wrongField = await upload([
      { name: 'photo', file: { data: TINY_PNG, filename: 'a.png', type: 'image/png' } },
    ]);
    expect(wrongField.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/ocr/extract',
      headers: bearer(token),
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(
      (await upload([{ name: 'image', file: { data: TINY_PNG, filename: 'a.png', type: 'image/png' } }], false))
        .statusCode,
    ).toBe(401);
  });
});
