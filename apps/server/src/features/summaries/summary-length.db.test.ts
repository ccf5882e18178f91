import type { SummaryLength } from '@revisely/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SummariseInput, Summariser } from '../../adapters/summariser/summariser.js';
import { bearer, createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';

/** Records the length each summary was asked for (issue 27: Short, Standard, Detailed). */
class RecordingSummariser implements Summariser {
  readonly lengths: (SummaryLength | undefined)[] = [];
  summarise(input: SummariseInput): Promise<string[]> {
    this.lengths.push(input.length);
    return Promise.resolve([`Mitochondria release energy by respiration (${input.length ?? 'none'}).`]);
  }
}

const summariser = new RecordingSummariser();
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ adapters: { summariser } });
});
afterAll(async () => {
  await t.close();
});

const NOTES = 'Mitochondria release energy by aerobic respiration. Ribosomes make proteins.';
const base = { subject: 'Biology', topic: 'Cells', qualification: 'GCSE', userEditedText: NOTES };
const create = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/summaries', headers: bearer(token), payload });
const section = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/summaries/sections', headers: bearer(token), payload });
const prefs = (token: string, payload?: object) =>
  t.app.inject({
    method: payload ? 'PUT' : 'GET',
    url: '/api/user/preferences',
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
const lastLength = () => summariser.lengths.at(-1);

describe('summary length', () => {
  it('is standard until the student chooses, then their saved length is used when a request names none', async () => {
    const { token } = await registerUser(t.app);
    expect((await create(token, base)).statusCode).toBe(201);
    expect(lastLength()).toBe('standard');

    const saved = await prefs(token, { summaryLength: 'detailed' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ summaryLength: 'detailed' });
    expect((await prefs(token)).json()).toMatchObject({ summaryLength: 'detailed' });

    expect((await create(token, base)).statusCode).toBe(201);
    expect(lastLength()).toBe('detailed');
    expect((await section(token, { ...base, text: NOTES })).statusCode).toBe(200);
    expect(lastLength()).toBe('detailed');
  });

  it("uses the length a request names over the saved one, and keeps each user's own", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await prefs(alice.token, { summaryLength: 'short' });

    const res = await create(alice.token, { ...base, length: 'detailed' });
    expect(res.statusCode).toBe(201);
    expect(res.json().summary).toEqual(['Mitochondria release energy by respiration (detailed).']);
    expect(lastLength()).toBe('detailed');

    await create(alice.token, base);
    expect(lastLength()).toBe('short');
    await create(bob.token, base);
    expect(lastLength()).toBe('standard');
  });

  it('refuses a length it does not know, on the request and as a preference', async () => {
    const { token } = await registerUser(t.app);
    const bad = await create(token, { ...base, length: 'huge' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/length must be one of short, standard, detailed/u);
    const badPref = await prefs(token, { summaryLength: 'huge' });
    expect(badPref.statusCode).toBe(400);
    expect((await prefs(token)).json()).toMatchObject({ summaryLength: 'standard' });
  });
});
