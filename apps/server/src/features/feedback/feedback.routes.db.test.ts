import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, TINY_PNG } from '../../../test/fixtures.js';
import { bearer, createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';

let t: TestContext;
let user: { token: string; email: string };

const fields = {
  email: 'ignored@example.com',
  feedbackType: 'bug-report',
  category: 'flashcards',
  subject: 'Cards vanish',
  message: 'After saving, one card disappears.',
  priorityLevel: 'high',
  contactPermission: 'true',
};
const send = (parts: Parameters<typeof multipart>[0], token = user.token) => {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};
const textParts = (over: Record<string, string> = {}) =>
  Object.entries({ ...fields, ...over }).map(([name, value]) => ({ name, value }));

beforeAll(async () => {
  t = await createTestApp({ env: { FEEDBACK_TO: 'team@revisely.test' } });
  user = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/feedback', () => {
  it('stores feedback with an image attachment and mails the team', async () => {
    const res = await send([
      ...textParts(),
      { name: 'attachment', file: { data: TINY_PNG, filename: 'shot.png', type: 'image/png' } },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, id: expect.any(String) });
    const row = await t.db.selectFrom('feedback').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: user.email,
      feedback_type: 'bug-report',
      category: 'flashcards',
      priority_level: 'high',
      contact_permission: 1,
    });
    expect(row.attachment_file_id).not.toBeNull();
    const mail = await t.mailer.next('team@revisely.test');
    expect(mail.subject).toContain('Cards vanish');
    expect(mail.attachments?.[0]?.content.equals(TINY_PNG)).toBe(true);
  });

  it.each([
    [{ subject: '' }, 'Missing subject'],
    [{ message: '  ' }, 'Missing message'],
    [{ category: 'other', customCategory: '' }, 'Missing category'],
    [{ subject: 's'.repeat(101) }, 'Subject must be at most 100 characters'],
    [{ message: 'm'.repeat(1001) }, 'Message must be at most 1000 characters'],
    [{ category: 'other', customCategory: 'c'.repeat(101) }, 'Category must be at most 100 characters'],
  ])('rejects %j', async (over, error) => {
    const res = await send(textParts(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('accepts a custom category', async () => {
    const res = await send(textParts({ category: 'other', customCategory: 'Exports' }));
    expect(res.statusCode).toBe(201);
    const row = await t.db.selectFrom('feedback').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ category: 'other', custom_category: 'Exports' });
  });

  it('rejects attachments over 5 MB with 413 and non-images with 415', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    TINY_PNG.copy(big);
    const large = await send([
      ...textParts(),
      { name: 'attachment', file: { data: big, filename: 'big.png', type: 'image/png' } },
    ]);
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ error: 'File too large: Maximum file size is 5MB' });
    const exe = await send([
      ...textParts(),
      {
        name: 'attachment',
        file: { data: Buffer.from('MZ\x90\x00 program'), filename: 'shot.png', type: 'image/png' },
      },
    ]);
    expect(exe.statusCode).toBe(415);
  });

  it('requires a session', async () => {
    const res = await send(textParts(), 'not-a-token');
    expect(res.statusCode).toBe(401);
  });
});
