import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG, HEIC_HEADER } from '../../../test/fixtures.js';
import { bearer, createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';

let t: TestContext;
let alice: { token: string };
let bob: { token: string };

const NOTES = `Cell Biology

The cell is the basic unit of life. Eukaryotic cells have a nucleus that contains genetic material, while prokaryotic cells do not.
Mitochondria are the site of aerobic respiration, which releases energy from glucose. Ribosomes are where proteins are made.
The cell membrane controls what enters and leaves the cell. Plant cells also have a cell wall made of cellulose, which strengthens the cell.
Chloroplasts absorb light for photosynthesis. Diffusion is the net movement of particles from an area of higher concentration to an area of lower concentration.`;

const create = (token: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/summaries', headers: bearer(token), payload: body });

const base = { subject: 'Biology', qualification: 'GCSE', topic: 'Cells', examBoard: 'AQA' };

beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('summaries API', () => {
  it('summarises the edited text, stores all three texts, awards 25 XP', async () => {
    const res = await create(alice.token, {
      ...base,
      originalOcrText: 'raw ocr text',
      columnFixedText: 'column text',
      userEditedText: NOTES,
      photoUrl: '',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ id: expect.any(String), xpAwarded: 25, leveledUp: false, newLevel: 1 });
    expect(body.summary.length).toBeGreaterThanOrEqual(3);
    expect(body.summary.join(' ')).toMatch(/[Mm]itochondria/);

    const got = await t.app.inject({ method: 'GET', url: `/api/summaries/${body.id}`, headers: bearer(alice.token) });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({
      id: body.id,
      subject: 'Biology',
      topic: 'Cells',
      qualification: 'GCSE',
      examBoard: 'AQA',
      summary: body.summary,
      photoUrl: null,
      originalOcrText: 'raw ocr text',
      columnFixedText: 'column text',
      userEditedText: NOTES,
      createdAt: '2026-11-22T10:00:00.000Z',
    });
  });

  it('falls back to column-fixed then raw OCR text', async () => {
    const res = await create(alice.token, {
      ...base,
      originalOcrText: NOTES,
      columnFixedText: '',
      userEditedText: '  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().summary.join(' ')).toMatch(/cell/i);
  });

  it('keeps a photo behind an authenticated URL and deletes it with the summary', async () => {
    const res = await create(alice.token, {
      ...base,
      userEditedText: NOTES,
      photoUrl: `data:image/png;base64,${TINY_PNG.toString('base64')}`,
    });
    expect(res.statusCode).toBe(201);
    const summary = (
      await t.app.inject({ method: 'GET', url: `/api/summaries/${res.json().id}`, headers: bearer(alice.token) })
    ).json();
    expect(summary.photoUrl).toMatch(/^\/api\/files\/[\w-]+$/);

    const photo = await t.app.inject({ method: 'GET', url: summary.photoUrl, headers: bearer(alice.token) });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: summary.photoUrl })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: summary.photoUrl, headers: bearer(bob.token) })).statusCode).toBe(
      404,
    );

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/summaries/${summary.id}`,
      headers: bearer(alice.token),
    });
    expect(del.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: summary.photoUrl, headers: bearer(alice.token) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/summaries/${summary.id}`, headers: bearer(alice.token) }))
        .statusCode,
    ).toBe(404);
  });

  it('rejects photos that are not JPEG, PNG or WEBP by content', async () => {
    const heic = await create(alice.token, {
      ...base,
      userEditedText: NOTES,
      photoUrl: HEIC_HEADER.toString('base64'),
    });
    expect(heic.statusCode).toBe(415);
    expect(heic.json().error).toMatch(/^iPhone Photo Format Detected/);
    const pdf = await create(alice.token, {
      ...base,
      userEditedText: NOTES,
      photoUrl: Buffer.from('%PDF-1.7 hello').toString('base64'),
    });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error).toMatch(/^Unsupported File Type/);
    const junk = await create(alice.token, { ...base, userEditedText: NOTES, photoUrl: '!!!not base64!!!' });
    expect(junk.statusCode).toBe(400);
  });

  it('rejects photos over 15 MB with 413', async () => {
    const big = Buffer.alloc(15_728_640 + 10);
    TINY_PNG.copy(big);
    const res = await create(alice.token, { ...base, userEditedText: NOTES, photoUrl: big.toString('base64') });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/^File Too Large/);
  });

  it.each([
    [{ qualification: 'GCSE', topic: 'Cells', userEditedText: NOTES }, 'subject'],
    [{ subject: 'Biology', topic: 'Cells', userEditedText: NOTES }, 'qualification'],
    [{ subject: 'Biology', qualification: 'GCSE', userEditedText: NOTES }, 'topic'],
    [{ ...base, subject: 'x'.repeat(201), userEditedText: NOTES }, 'subject'],
    [{ ...base, userEditedText: 42 }, 'userEditedText'],
  ])('rejects %j naming the field', async (payload, field) => {
    const res = await create(alice.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(field);
  });

  it('refuses to summarise nothing', async () => {
    const res = await create(alice.token, { ...base, userEditedText: '   ', originalOcrText: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/No Text Content/);
  });

  it('lists newest first and only the owner’s summaries', async () => {
    const first = (await create(bob.token, { ...base, topic: 'First', userEditedText: NOTES })).json();
    t.clock.advance(60_000);
    const second = (await create(bob.token, { ...base, topic: 'Second', userEditedText: NOTES })).json();
    const list = await t.app.inject({ method: 'GET', url: '/api/summaries', headers: bearer(bob.token) });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((s: { id: string }) => s.id)).toEqual([second.id, first.id]);
    const aliceList = (
      await t.app.inject({ method: 'GET', url: '/api/summaries', headers: bearer(alice.token) })
    ).json();
    expect(aliceList.map((s: { id: string }) => s.id)).not.toContain(first.id);
  });

  it('updates with exam_board and a list of points; others get 404 and change nothing', async () => {
    const { id } = (await create(alice.token, { ...base, userEditedText: NOTES })).json();
    const put = (token: string, payload: unknown) =>
      t.app.inject({ method: 'PUT', url: `/api/summaries/${id}`, headers: bearer(token), payload: payload as object });
    const res = await put(alice.token, {
      subject: 'Biology',
      topic: 'Cell structure',
      qualification: 'A-Level',
      exam_board: 'OCR',
      summary: ['Point one', '  ', 'Point **two**'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      topic: 'Cell structure',
      qualification: 'A-Level',
      examBoard: 'OCR',
      summary: ['Point one', 'Point **two**'],
    });

    const foreign = await put(bob.token, { subject: 'Hacked', topic: 'Hacked', summary: ['x'] });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/summaries/${id}`, headers: bearer(bob.token) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/summaries/${id}`, headers: bearer(bob.token) })).statusCode,
    ).toBe(404);
    const still = (
      await t.app.inject({ method: 'GET', url: `/api/summaries/${id}`, headers: bearer(alice.token) })
    ).json();
    expect(still.topic).toBe('Cell structure');

    expect((await put(alice.token, { subject: ' ', topic: 'x', summary: ['a'] })).statusCode).toBe(400);
    expect((await put(alice.token, { subject: 'a', topic: 'x', summary: ['  '] })).statusCode).toBe(400);
  });

  it('also takes the exam board as examBoard on update, exam_board winning when both are sent', async () => {
    const { id } = (await create(alice.token, { ...base, userEditedText: NOTES })).json();
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/summaries/${id}`, headers: bearer(alice.token), payload });
    const camel = await put({ subject: 'Biology', topic: 'Cells', examBoard: 'Edexcel', summary: ['a'] });
    expect(camel.statusCode).toBe(200);
    expect(camel.json().examBoard).toBe('Edexcel');
    const both = await put({
      subject: 'Biology',
      topic: 'Cells',
      exam_board: 'WJEC',
      examBoard: 'OCR',
      summary: ['a'],
    });
    expect(both.json().examBoard).toBe('WJEC');
    const cleared = await put({ subject: 'Biology', topic: 'Cells', exam_board: null, summary: ['a'] });
    expect(cleared.json().examBoard).toBeNull();
    const kept = await put({ subject: 'Biology', topic: 'Cells', summary: ['a'] });
    expect(kept.json().examBoard).toBeNull();
  });

  it('requires a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/summaries' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/summaries', payload: base })).statusCode).toBe(401);
  });

  it('answers 401, not 400, to a request without a session whatever its body or id', async () => {
    const cases = [
      { method: 'POST' as const, url: '/api/summaries', payload: {} },
      { method: 'POST' as const, url: '/api/summaries' },
      { method: 'PUT' as const, url: '/api/summaries/not-a-uuid', payload: { subject: 5 } },
      { method: 'GET' as const, url: `/api/summaries/${'x'.repeat(100)}` },
      { method: 'DELETE' as const, url: '/api/summaries/not-a-uuid' },
    ];
    for (const c of cases) {
      const res = await t.app.inject(c);
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(401);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('names a missing field as required and a wrongly typed one as not text', async () => {
    const missing = await create(alice.token, { qualification: 'GCSE', topic: 'Cells', userEditedText: NOTES });
    expect(missing.json().error).toBe('subject is required');
    const wrongType = await create(alice.token, { ...base, subject: 5, userEditedText: NOTES });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toBe('subject must be text');
  });
});
