import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, type TestUser } from '../support/fixtures';

/** Data set-up for the dashboard-*, progress-*, settings-*, feedback-* and privacy-* specs, through the real API. */

export function bearer(user: TestUser) {
  return { Authorization: `Bearer ${user.token}` };
}

const NOTES = [
  'The mitochondria is the site of aerobic respiration in eukaryotic cells.',
  'Ribosomes are the site of protein synthesis.',
  'Osmosis is the diffusion of water across a partially permeable membrane.',
].join('\n\n');

/** Each summary earns 25 XP (docs/gamification.md), so 40 of them reach level 2 at 1000 XP. */
export async function seedSummaries(
  request: APIRequestContext,
  user: TestUser,
  count: number,
  topic = (i: number) => `Topic ${i + 1}`,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await request.post('/api/summaries', {
      headers: bearer(user),
      data: {
        subject: 'Biology',
        qualification: 'A-Level',
        topic: topic(i),
        examBoard: 'AQA',
        originalOcrText: NOTES,
        columnFixedText: NOTES,
        userEditedText: NOTES,
        photoUrl: '',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    ids.push(((await response.json()) as { id: string }).id);
  }
  return ids;
}

export async function seedDeck(
  request: APIRequestContext,
  user: TestUser,
  name: string,
  cardCount: number,
): Promise<string> {
  const response = await request.post('/api/flashcards/decks', {
    headers: bearer(user),
    data: {
      name,
      subject: 'Biology',
      topic: 'Cells',
      qualification: 'A-Level',
      examBoard: 'AQA',
      userPlan: 'free',
      cards: Array.from({ length: cardCount }, (_, i) => ({ front: `Question ${i + 1}`, back: `Answer ${i + 1}` })),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export async function gamification(
  request: APIRequestContext,
  user: TestUser,
): Promise<{ level: number; totalXP: number }> {
  const response = await request.get('/api/progress/gamification', { headers: bearer(user) });
  expect(response.status()).toBe(200);
  return (await response.json()) as { level: number; totalXP: number };
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, valid PNG (a purple square) so the server's content check accepts it. */
export function smallPng(size = 8): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([0x80, 0x3c, 0xa8]))]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The celebration pop-up (a dialog). */
export function celebration(page: Page) {
  return page.getByRole('dialog');
}

/** The app shows one toast at a time, in the Notifications region. */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

/** The value (<dd>) paired with the term (<dt>) reading exactly `term`, inside `scope`. */
export function statValue(scope: Locator, term: string): Locator {
  return scope.locator(`dt:text-is("${term}") + dd`);
}
