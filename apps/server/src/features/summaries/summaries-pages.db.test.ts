import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';

let t: TestContext;
let alice: { token: string };
let bob: { token: string };

const NOTES = [
  'Page one: the cell is the basic unit of life. Eukaryotic cells have a nucleus that contains genetic material.',
  'Page two: mitochondria are the site of aerobic respiration, which releases energy from glucose.',
  'Page three: chloroplasts absorb light for photosynthesis in plant cells, which also have a cell wall.',
].join('\n\n');

const base = { subject: 'Biology', qualification: 'GCSE', topic: 'Cells', examBoard: 'AQA', userEditedText: NOTES };

/** A small PNG `width` pixels wide, so each page's photo can be told apart after it is stored. */
const png = (width: number) =>
  sharp({ create: { width, height: 8, channels: 3, background: { r: width, g: 80, b: 120 } } })
    .png()
    .toBuffer();

const create = (token: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/summaries', headers: bearer(token), payload: body });
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('summaries made from several photos', () => {
  it('keeps every page photo in page order and deletes them all with the summary', async () => {
    const photos = await Promise.all([30, 10, 20].map(png));
    const res = await create(alice.token, { ...base, photos: photos.map((p) => p.toString('base64')) });
    expect(res.statusCode, res.body).toBe(201);
    const id: string = res.json().id;

    const summary = (await get(alice.token, `/api/summaries/${id}`)).json();
    expect(summary.photoUrls).toHaveLength(3);
    expect(summary.photoUrl).toBe(summary.photoUrls[0]);
    const widths = [];
    for (const url of summary.photoUrls as string[]) {
      const photo = await get(alice.token, url);
      expect(photo.statusCode).toBe(200);
      widths.push((await sharp(photo.rawPayload).metadata()).width);
      expect((await get(bob.token, url)).statusCode).toBe(404);
    }
    expect(widths).toEqual([30, 10, 20]);

    const listed = (await get(alice.token, '/api/summaries')).json() as { id: string; photoUrls: string[] }[];
    expect(listed.find((s) => s.id === id)?.photoUrls).toEqual(summary.photoUrls);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/summaries/${id}`, headers: bearer(alice.token) });
    expect(del.statusCode).toBe(200);
    for (const url of summary.photoUrls as string[]) expect((await get(alice.token, url)).statusCode).toBe(404);
    expect((await get(alice.token, `/api/summaries/${id}`)).statusCode).toBe(404);
  });

  it('still takes one photo as photoUrl, listing it as the only page', async () => {
    const res = await create(alice.token, { ...base, photoUrl: (await png(12)).toString('base64') });
    expect(res.statusCode).toBe(201);
    const summary = (await get(alice.token, `/api/summaries/${res.json().id}`)).json();
    expect(summary.photoUrl).toMatch(/^\/api\/files\//);
    expect(summary.photoUrls).toEqual([summary.photoUrl]);
  });

  it('has no pages without photos, and skips empty entries (pages of pasted text)', async () => {
    const none = await create(alice.token, { ...base, photos: [] });
    expect(none.statusCode).toBe(201);
    const bare = (await get(alice.token, `/api/summaries/${none.json().id}`)).json();
    expect(bare).toMatchObject({ photoUrl: null, photoUrls: [] });

    const mixed = await create(alice.token, { ...base, photos: ['', (await png(14)).toString('base64')] });
    expect(mixed.statusCode).toBe(201);
    expect((await get(alice.token, `/api/summaries/${mixed.json().id}`)).json().photoUrls).toHaveLength(1);
  });

  it('refuses 11 photos with 400 and a clear message, storing nothing', async () => {
    const one = (await png(9)).toString('base64');
    const before = (await get(alice.token, '/api/summaries')).json().length;
    const res = await create(alice.token, { ...base, photos: Array.from({ length: 11 }, () => one) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('A summary can have at most 10 photos.');
    expect((await get(alice.token, '/api/summaries')).json()).toHaveLength(before);
  });

  it('refuses the whole summary when one page is not an image, naming the page', async () => {
    const before = (await get(alice.token, '/api/summaries')).json().length;
    const pdf = await create(alice.token, {
      ...base,
      photos: [(await png(9)).toString('base64'), Buffer.from('%PDF-1.7 hello').toString('base64')],
    });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error).toMatch(/^Unsupported File Type/);
    const junk = await create(alice.token, { ...base, photos: ['!!!not base64!!!'] });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().error).toBe('photos[0] must be the base64 of an image');
    expect((await get(alice.token, '/api/summaries')).json()).toHaveLength(before);
  });
});

describe('long material summarised by section', () => {
  const sections = [
    'Plate tectonics. The crust is split into tectonic plates that move slowly on the convecting mantle. Where plates move apart, magma rises and forms new oceanic crust at constructive margins.',
    'Earthquakes. Earthquakes happen where plates meet and stress builds up until the rocks slip suddenly. The focus is the point underground where the earthquake starts, and the epicentre is directly above it.',
  ];

  it('summarises one section without storing anything', async () => {
    const before = (await get(alice.token, '/api/summaries')).json().length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/summaries/sections',
      headers: bearer(alice.token),
      payload: { subject: 'Geography', qualification: 'GCSE', topic: 'Tectonics', text: sections[0] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().points.length).toBeGreaterThan(0);
    expect((await get(alice.token, '/api/summaries')).json()).toHaveLength(before);
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/summaries/sections',
      headers: bearer(alice.token),
      payload: { subject: 'Geography', qualification: 'GCSE', topic: 'Tectonics', text: 'a '.repeat(10_001) },
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('creates one summary from the sections’ points in order, and refuses points not from the notes', async () => {
    const points: string[] = [];
    for (const text of sections) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/summaries/sections',
        headers: bearer(alice.token),
        payload: { subject: 'Geography', qualification: 'GCSE', topic: 'Tectonics', text },
      });
      points.push(...(res.json().points as string[]));
    }
    const notes = sections.join('\n\n');
    const made = await create(alice.token, { ...base, userEditedText: notes, points });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().summary).toEqual(points);
    const summary = (await get(alice.token, `/api/summaries/${made.json().id}`)).json();
    expect(summary.summary).toEqual(points);
    expect(summary.summary.findIndex((p: string) => /earthquake/i.test(p))).toBeGreaterThan(
      summary.summary.findIndex((p: string) => /plate|crust|magma/i.test(p)),
    );

    const foreign = await create(alice.token, {
      ...base,
      userEditedText: notes,
      points: ['Mitochondria release energy by aerobic respiration.'],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe('points must be drawn from the notes sent with them');
  });
});
