import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart as form } from '../../test/fixtures.js';
import { registerErrorHandling } from './error-handler.js';
import { MALFORMED_UPLOAD, readUpload, type ReadUploadOptions } from './read-upload.js';

const TOO_LARGE = 'File too large: Maximum file size is 8 bytes';
const png = (data: string, filename = 'a.png') => ({ data: Buffer.from(data), filename, type: 'image/png' });

describe('readUpload', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerErrorHandling(app);
    await app.register(multipart, { limits: { fieldSize: 64 } });
    const route = (url: string, options: ReadUploadOptions) =>
      app.post(url, async (request) => {
        const { fields, file } = await readUpload(request, options);
        return { fields, file: file && { ...file, data: file.data.toString() } };
      });
    route('/any', { fileSize: 8, tooLarge: TOO_LARGE, fieldSize: 16 });
    route('/image', { fileSize: 8, tooLarge: TOO_LARGE, fileField: 'image' });
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (url: string, parts: Parameters<typeof form>[0]) => app.inject({ method: 'POST', url, ...form(parts) });

  it('returns the text fields and the file with its field and file name', async () => {
    const res = await post('/any', [
      { name: 'subject', value: 'Bug' },
      { name: 'attachment', file: png('12345678', 'shot.png') },
      { name: 'message', value: 'It broke' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      fields: { subject: 'Bug', message: 'It broke' },
      file: { fieldname: 'attachment', filename: 'shot.png', data: '12345678' },
    });
  });

  it('treats an empty file as no file', async () => {
    const res = await post('/any', [{ name: 'attachment', file: png('') }]);
    expect(res.json()).toEqual({ fields: {}, file: null });
  });

  it("answers a file over the limit with the route's own 413 text", async () => {
    const res = await post('/any', [{ name: 'attachment', file: png('123456789') }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: TOO_LARGE });
  });

  it('keeps only the named field when one is given, reading past files in other fields', async () => {
    const other = await post('/image', [{ name: 'photo', file: png('1234') }]);
    expect(other.json()).toEqual({ fields: {}, file: null });
    const named = await post('/image', [
      { name: 'note', value: 'x' },
      { name: 'image', file: png('abcd') },
    ]);
    expect(named.json()).toEqual({
      fields: { note: 'x' },
      file: { fieldname: 'image', filename: 'a.png', data: 'abcd' },
    });
  });

  it('refuses a second file, as the routes allow one', async () => {
    const res = await post('/any', [
      { name: 'a', file: png('1') },
      { name: 'b', file: png('2') },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Too many files in the upload' });
  });

  it("applies the route's field size instead of the app-wide one", async () => {
    const value = 'x'.repeat(32);
    const routeLimit = await post('/any', [{ name: 'message', value }]);
    expect(routeLimit.json().fields).toEqual({ message: 'x'.repeat(16) });
    const appLimit = await post('/image', [{ name: 'message', value }]);
    expect(appLimit.json().fields).toEqual({ message: value });
  });

  it('answers a body busboy cannot parse with 400, not 500', async () => {
    const cases = [
      { 'content-type': 'multipart/form-data', payload: 'x' },
      {
        'content-type': 'multipart/form-data; boundary=b',
        payload: '--b\r\nContent-Disposition: form-data; name="attachment"; filename="a.png"\r\n\r\nabc',
      },
    ];
    for (const { payload, ...headers } of cases) {
      const res = await app.inject({ method: 'POST', url: '/any', headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: MALFORMED_UPLOAD });
    }
  });
});
