import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BAD_PARAMS,
  jsonBodyBattery,
  multipartCase,
  problemsWith,
  queryBattery,
  rawBodyBattery,
  type FuzzRequest,
} from './route-fuzz.js';
import { fieldsOf, fillPath, routeCollector, sample, withIds, type FuzzRoute } from './route-fuzz-schema.js';
import {
  FUZZ_ENV,
  goodBody,
  idsOf,
  jsonRequest,
  paramFor,
  rawExchange,
  sampleBody,
  seedRows,
  type Rows,
} from './route-fuzz-setup.js';
import { listen } from './hostile-inputs.js';
import { bearer, createTestApp, registerUser, type TestContext } from './test-app.js';

/**
 * Every /api route the app registers (found by its onRoute hook, so a new route is fuzzed without
 * anyone listing it) answers bad input with a clean JSON `{ error }` and a 4xx: never a 500, a
 * stack, SQL, a file path, or another user's data.
 */
const collected = routeCollector();
let t: TestContext;
let alice: { token: string };
let bob: { token: string };
let mine: Rows;
let bobs: Rows;
const writes = new Set(['POST', 'PUT', 'PATCH']);
const routes = () => collected.routes;
/** Text only Bob's rows contain: no answer to Alice may include it. */
const BOB_MARKER = 'Bobs-private-note-7f3a';

async function send(method: string, url: string, req: Omit<FuzzRequest, 'label'>, auth: Record<string, string> = {}) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...auth, ...req.headers },
    ...(req.payload === undefined ? {} : { payload: req.payload }),
  });
}

beforeAll(async () => {
  t = await createTestApp({ onRoute: collected.onRoute, env: FUZZ_ENV });
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
  mine = await seedRows(t.app, alice.token, 'Mitochondria release energy in respiration.');
  bobs = await seedRows(t.app, bob.token, `${BOB_MARKER}: chloroplasts absorb light.`);
  const own = await t.app.inject({ method: 'GET', url: `/api/files/${bobs.media}`, headers: bearer(bob.token) });
  expect(own.statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

// Each test sends hundreds of requests through every route: a hang guard of two minutes, not the
// 30 s default, so two test files at once on a loaded machine do not time out.
describe('route fuzz', { timeout: 120_000 }, () => {
  it('finds every API route the app registers', () => {
    const names = routes().map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/auth/register',
        'GET /api/summaries/:id',
        'PUT /api/flashcards/:cardId',
        'POST /api/ocr/extract',
        'GET /api/reminders/unsubscribe',
      ]),
    );
    expect(names.length).toBeGreaterThan(40);
  });

  it('answers a missing, garbage or forged Authorization cleanly, with 401 on protected routes', async () => {
    const forged = [
      'Bearer garbage',
      'Bearer',
      `Bearer ${'x'.repeat(5000)}`,
      'Basic Zm9vOmJhcg==',
      // An unsigned ("alg": "none") token naming a user.
      'Bearer eyJhbGciOiJub25lIn0.eyJ1c2VySWQiOiJ4IiwidG9rZW5WZXJzaW9uIjowfQ.',
      'Bearer a.b.c',
    ];
    const problems: string[] = [];
    for (const route of routes()) {
      const url = fillPath(route, () => 'x');
      const body = sampleBody(route, () => 'x');
      const anonymous = await send(route.method, url, body);
      problems.push(...problemsWith(anonymous, `${route.method} ${route.url} without Authorization`));
      for (const header of forged) {
        const res = await send(route.method, url, body, { authorization: header });
        const label = `${route.method} ${route.url} with "${header.slice(0, 40)}"`;
        problems.push(...problemsWith(res, label));
        if (anonymous.statusCode === 401 && res.statusCode !== 401)
          problems.push(`${label}: ${res.statusCode}, not 401`);
      }
    }
    expect(problems).toEqual([]);
    await expectStillSignedIn();
  });

  it('answers garbage path parameters with a 4xx, and ids that exist nowhere with 404', async () => {
    const problems: string[] = [];
    for (const route of routes().filter((r) => r.params.length > 0)) {
      const body = sampleBody(route, idsOf(mine));
      for (const [name, value] of BAD_PARAMS) {
        const res = await send(
          route.method,
          fillPath(route, () => value),
          body,
          bearer(alice.token),
        );
        const label = `${route.method} ${route.url} with :param ${name}`;
        problems.push(...problemsWith(res, label));
        // Garbage names nothing: 404 on both databases (a malformed % escape is a malformed URL).
        if (namesNothing(route, name) && res.statusCode !== 404) problems.push(`${label}: ${res.statusCode}, not 404`);
      }
      const res = await send(
        route.method,
        fillPath(route, () => randomUUID()),
        body,
        bearer(alice.token),
      );
      const label = `${route.method} ${route.url} with an unknown UUID`;
      problems.push(...problemsWith(res, label));
      if (namesNothing(route, 'a UUID') && res.statusCode !== 404) {
        problems.push(`${label}: ${res.statusCode}, not 404`);
      }
    }
    expect(problems).toEqual([]);
    await expectStillSignedIn();
  });

  it('answers malformed, mistyped, oversized and wrongly typed bodies with a clean 4xx', async () => {
    const problems: string[] = [];
    for (const route of routes().filter((r) => writes.has(r.method) || r.body)) {
      const url = fillPath(route, paramFor(route, mine));
      const battery = route.body ? jsonBodyBattery(route, goodBody(route, mine)) : rawBodyBattery();
      for (const req of battery) {
        const res = await send(route.method, url, req, bearer(alice.token));
        problems.push(...problemsWith(res, `${route.method} ${route.url} with ${req.label}`));
      }
    }
    // Whatever the fuzz managed to store (NUL characters, lone surrogates, extreme numbers) must
    // not break the pages that read it back, the exports included.
    for (const route of routes().filter((r) => r.method === 'GET' && !r.query)) {
      const res = await send('GET', fillPath(route, paramFor(route, mine)), {}, bearer(alice.token));
      problems.push(...problemsWith(res, `GET ${route.url} after the fuzzed writes`));
    }
    const anki = await send(
      'POST',
      '/api/flashcards/export/anki',
      jsonRequest({ deckIds: [mine.deck] }),
      bearer(alice.token),
    );
    problems.push(...problemsWith(anki, 'POST /api/flashcards/export/anki after the fuzzed writes'));
    expect(problems).toEqual([]);
    await expectStillSignedIn();
  });

  it('answers wrong types, repeated keys and huge values in query strings cleanly', async () => {
    const problems: string[] = [];
    for (const route of routes().filter((r) => r.method === 'GET' || r.query)) {
      const url = fillPath(route, paramFor(route, mine));
      for (const query of queryBattery(route)) {
        const res = await send(route.method, `${url}?${query}`, {}, bearer(alice.token));
        problems.push(...problemsWith(res, `${route.method} ${route.url}?${query.slice(0, 40)}`));
      }
    }
    // A time-zone header that names no zone is ignored, not an error.
    for (const route of routes().filter((r) => r.method === 'GET')) {
      const url = fillPath(route, paramFor(route, mine));
      for (const zone of ['../../etc/passwd', 'x'.repeat(1000), 'Europe/Nowhere', '+99:99']) {
        const res = await send('GET', url, { headers: { 'x-time-zone': zone } }, bearer(alice.token));
        problems.push(...problemsWith(res, `GET ${route.url} with X-Time-Zone ${zone.slice(0, 20)}`));
      }
    }
    expect(problems).toEqual([]);
    await expectStillSignedIn();
  });

  it('answers methods a route does not have, HEAD and odd spellings of its path cleanly', async () => {
    const problems: string[] = [];
    const byUrl = new Map<string, Set<string>>();
    for (const r of routes()) byUrl.set(r.url, (byUrl.get(r.url) ?? new Set()).add(r.method));
    for (const [url, methods] of byUrl) {
      const path = url.replace(/:(\w+)/g, () => randomUUID());
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((m) => !methods.has(m))) {
        const res = await send(
          method,
          path,
          { payload: '{}', headers: { 'content-type': 'application/json' } },
          bearer(alice.token),
        );
        problems.push(...problemsWith(res, `${method} ${url} (not a route)`));
        if (res.statusCode < 400) problems.push(`${method} ${url} (not a route): ${res.statusCode}`);
      }
      if (methods.has('GET')) {
        // HEAD answers carry no body; they must still not fail.
        const head = await send('HEAD', path, {}, bearer(alice.token));
        if (head.statusCode >= 500) problems.push(`HEAD ${url} → ${head.statusCode}`);
      }
      for (const odd of [`${path}/`, path.replace('/api/', '/api//'), path.toUpperCase(), `${path}/..`, `${path}%2F`]) {
        const res = await send([...methods][0] ?? 'GET', odd, {}, bearer(alice.token));
        problems.push(...problemsWith(res, `${[...methods][0]} ${odd.slice(0, 60)}`));
      }
    }
    expect(problems).toEqual([]);
    await expectStillSignedIn();
  });

  it('answers requests only a real socket can send (raw bytes, bad framing) with a JSON 4xx', async () => {
    const base = new URL(await listen(t.app));
    const token = alice.token;
    const raw = [
      `GET /api/summaries/a b HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n\r\n`,
      `GET /api/summaries/%ZZ HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n\r\n`,
      `GET /api/summaries/\u00e9 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n\r\n`,
      `POST /api/summaries HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}`,
      `POST /api/summaries HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
      `GET /api/auth/me HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`,
      `GET /api/auth/me HTTP/1.1\r\nHost: x\r\nBad Header Name: 1\r\n\r\n`,
    ];
    const problems: string[] = [];
    for (const request of raw) {
      const answer = await rawExchange(base, request);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      const label = request.split('\r\n')[0]?.slice(0, 50) ?? '';
      if (status < 400 || status >= 500) problems.push(`${label}: status ${status || answer.slice(0, 40)}`);
      const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
      if (!/^\{"error":"[^"]+"\}$/.test(body)) {
        problems.push(`${label}: body ${body.slice(0, 80)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("never shows or changes another user's rows: their ids get 404", async () => {
    const problems: string[] = [];
    const bobIds = idsOf(bobs);
    const idRoutes = routes().filter((r) => r.params.some((p) => /id$/i.test(p)) || /Ids?"/.test(sampleJson(r)));
    for (const route of idRoutes) {
      for (const which of ['deck', 'card', 'summary', 'media'] as const) {
        const url = fillPath(route, () => bobs[which]);
        // A body valid for the route (ids in it Bob's too), so only ownership can refuse it.
        const body = route.body
          ? jsonRequest(withIds(route.body, goodBody(route, bobs), bobIds) ?? goodBody(route, bobs))
          : {};
        const res = await send(route.method, url, body, bearer(alice.token));
        const label = `${route.method} ${route.url} with Bob's ${which}`;
        problems.push(...problemsWith(res, label));
        if (res.body.includes(BOB_MARKER)) problems.push(`${label}: shows Bob's data`);
        if (route.params.length > 0 && res.statusCode !== 404) problems.push(`${label}: ${res.statusCode}, not 404`);
      }
    }
    // Alice's own rows in the path, Bob's ids in the body: a card of his reviewed in her deck, his
    // image on her card, his summary or deck named in her request.
    for (const route of routes()) {
      const body = withIds(route.body, goodBody(route, mine), bobIds);
      if (!body) continue;
      const label = `${route.method} ${route.url} with Bob's ids in ${Object.keys(body).join(',').slice(0, 60)}`;
      const res = await send(
        route.method,
        fillPath(route, paramFor(route, mine)),
        jsonRequest(body),
        bearer(alice.token),
      );
      problems.push(...problemsWith(res, label));
      if (res.body.includes(BOB_MARKER)) problems.push(`${label}: shows Bob's data`);
    }
    // Every list, search and export Alice can read, with query keys naming Bob's subject and topic.
    for (const route of routes().filter((r) => r.method === 'GET')) {
      const keys = Object.keys(fieldsOf(route.query));
      const query = keys.map((k) => `${k}=${/subject/i.test(k) ? 'Biology' : 'Cells'}`).join('&');
      const url = fillPath(route, paramFor(route, mine)) + (query ? `?${query}` : '');
      const res = await send('GET', url, {}, bearer(alice.token));
      if (res.statusCode >= 500 || res.rawPayload.includes(BOB_MARKER)) {
        problems.push(`GET ${url} as Alice: ${res.statusCode}, ${res.body.slice(0, 80)}`);
      }
    }
    // Upload routes read ids from form fields: importing into Bob's deck finds no deck.
    for (const url of ['/api/flashcards/import', '/api/flashcards/import/preview']) {
      const res = await send(
        'POST',
        url,
        multipartCase([
          { name: 'deckId', value: bobs.deck },
          {
            name: 'file',
            file: { data: Buffer.from('Alice front\tAlice back\n'), filename: 'a.txt', type: 'text/plain' },
          },
        ]),
        bearer(alice.token),
      );
      problems.push(...problemsWith(res, `POST ${url} into Bob's deck`));
      if (res.statusCode !== 404) problems.push(`POST ${url} into Bob's deck: ${res.statusCode}, not 404`);
      if (res.body.includes(BOB_MARKER)) problems.push(`POST ${url} into Bob's deck: shows Bob's data`);
    }
    expect(problems).toEqual([]);
    const deck = await t.app.inject({
      method: 'GET',
      url: `/api/flashcards/decks/${bobs.deck}`,
      headers: bearer(bob.token),
    });
    expect(deck.statusCode).toBe(200);
    expect(deck.json().cards.map((c: { id: string; front_text: string }) => [c.id, c.front_text])).toEqual([
      [bobs.card, `${BOB_MARKER}: chloroplasts absorb light.`],
    ]);
    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/summaries/${bobs.summary}`,
      headers: bearer(bob.token),
    });
    expect(summary.statusCode).toBe(200);
    expect(summary.body).toContain(BOB_MARKER);
  });
});

/** GET and DELETE on ids answer 404 for anything but a URL the router cannot decode. */
function namesNothing(route: FuzzRoute, value: string): boolean {
  return (
    ['GET', 'DELETE'].includes(route.method) &&
    route.params.every((p) => /id$/i.test(p)) &&
    value !== 'a malformed % escape'
  );
}

/** A battery that ended Alice's session would have tested nothing but the 401 after it. */
async function expectStillSignedIn() {
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(alice.token) });
  expect(me.statusCode).toBe(200);
}

function sampleJson(route: FuzzRoute): string {
  return route.body ? JSON.stringify(Object.keys(sample(route.body) as object)) : '';
}
