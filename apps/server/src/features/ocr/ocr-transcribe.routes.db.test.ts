import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeLlmServer, imageUrlOf, startFakeLlmServer, visionHandler } from '../../../test/fake-llm-server.js';
import { fixture, multipart, TINY_PNG } from '../../../test/fixtures.js';
import { bearer, createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';

let llm: FakeLlmServer;
let t: TestContext;
let plain: TestContext;
let token: string;
let plainToken: string;

const page = fixture('b_industrial_twocol.png');

const send = (ctx: TestContext, auth: string | undefined, url: string, data: Buffer = page) => {
  const body = multipart([{ name: 'image', file: { data, filename: 'notes.png', type: 'image/png' } }]);
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...(auth ? bearer(auth) : {}), ...body.headers },
    payload: body.payload,
  });
};

beforeAll(async () => {
  llm = await startFakeLlmServer();
  t = await createTestApp({
    env: { OCR_WORKERS: '1', LLM_BASE_URL: llm.baseUrl, LLM_VISION_MODEL: 'fake-vision' },
  });
  token = (await registerUser(t.app)).token;
  plain = await createTestApp({ env: { OCR_WORKERS: '1' }, shareDatabaseWith: t });
  plainToken = (await registerUser(plain.app)).token;
});
afterAll(async () => {
  await plain?.close();
  await t?.close();
  await llm?.close();
});
beforeEach(() => {
  llm.requests.length = 0;
});

describe('POST /api/ocr/transcribe', () => {
  it('answers with the vision model transcription, sending the photo as an image part', async () => {
    llm.setHandler(visionHandler('Photosynthesis happens in the chloroplast.\nLight + CO2 -> glucose'));
    const res = await send(t, token, '/api/ocr/transcribe');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      text: 'Photosynthesis happens in the chloroplast.\nLight + CO2 -> glucose',
      source: 'llm',
    });
    expect(llm.requests).toHaveLength(1);
    expect(llm.requests[0]!.body.model).toBe('fake-vision');
    expect(imageUrlOf(llm.requests[0]!)).toBe(`data:image/png;base64,${page.toString('base64')}`);
  });

  it('falls back to the OCR text when the model fails or answers nothing', async () => {
    const ocr = await send(t, token, '/api/ocr/extract');
    expect(ocr.json().visionAvailable).toBe(true);
    for (const reply of [{ status: 500 }, { content: '   ' }]) {
      llm.setHandler(() => reply);
      const res = await send(t, token, '/api/ocr/transcribe');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ text: ocr.json().extractedText, source: 'ocr' });
      expect(res.json().text.length).toBeGreaterThan(100);
    }
  });

  it('applies the same upload checks and needs a session', async () => {
    llm.setHandler(visionHandler('never used'));
    expect((await send(t, undefined, '/api/ocr/transcribe')).statusCode).toBe(401);
    const pdf = await send(t, token, '/api/ocr/transcribe', Buffer.from('%PDF-1.4\n...'));
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error).toMatch(/^Unsupported File Type/);
    const none = await t.app.inject({ method: 'POST', url: '/api/ocr/transcribe', headers: bearer(token) });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatch(/image/);
    expect((await send(t, token, '/api/ocr/transcribe', TINY_PNG)).statusCode).toBe(200);
    expect(llm.requests).toHaveLength(1);
  });

  it('is a clear 404 when no vision model is set, and extract says so', async () => {
    const res = await send(plain, plainToken, '/api/ocr/transcribe');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatch(/^Read with AI is not available/);
    const ocr = await send(plain, plainToken, '/api/ocr/extract', TINY_PNG);
    expect(ocr.statusCode).toBe(200);
    expect(ocr.json().visionAvailable).toBe(false);
  });
});
