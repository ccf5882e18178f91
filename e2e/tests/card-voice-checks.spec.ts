import { blockingAxeViolations } from '../support/axe';
import type { Page, Route } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { expect, openSignedIn, test } from '../support/fixtures';
import { toastRegion } from './flashcards-support';
import { saveScreenshot } from '../support/screenshots';

/**
 * Issue 15 item 5: the server reads a clip's length from its container and refuses one over 30 s
 * or one it cannot read; the student sees why and keeps the recording to save again or re-record.
 */

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

/** The bytes of the multipart field `file` in an upload, and the body with them replaced. */
function withFileBytes(route: Route, change: (clip: Buffer) => Buffer): Buffer {
  const request = route.request();
  const boundary = /boundary=([^;]+)/.exec(request.headers()['content-type'] ?? '')?.[1] ?? '';
  const body = request.postDataBuffer() ?? Buffer.alloc(0);
  const start = body.indexOf('\r\n\r\n', body.indexOf('name="file"')) + 4;
  const end = body.indexOf(`\r\n--${boundary}`, start);
  return Buffer.concat([body.subarray(0, start), change(body.subarray(start, end)), body.subarray(end)]);
}

/** Chromium writes an Info Duration (float, 4 bytes) when the recording stops: made to say 40 s. */
function declareForty(clip: Buffer): Buffer {
  const copy = Buffer.from(clip);
  const at = copy.indexOf(Buffer.from([0x44, 0x89, 0x84]));
  if (at < 0) throw new Error('no 4-byte Duration element in the recording');
  copy.writeFloatBE(40_000, at + 3);
  return copy;
}

async function saveAndExpectRefusal(page: Page, change: (clip: Buffer) => Buffer, message: string) {
  await page.route('**/api/flashcards/media', (route) => route.continue({ postData: withFileBytes(route, change) }), {
    times: 1,
  });
  const dialog = page.getByRole('dialog', { name: 'Record Voice' });
  const upload = page.waitForResponse((r) => r.url().endsWith('/api/flashcards/media'));
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await upload).status()).toBe(422);
  const toast = toastRegion(page);
  await expect(toast).toContainText('Upload failed');
  await expect(toast).toContainText(message);
  // The recording is still there to save again or re-record.
  await expect(dialog.getByLabel('Your recording')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Re-record' })).toBeEnabled();
}

test('a clip the server finds too long or unreadable is refused with the reason, and the recording kept', async ({
  page,
  user,
}) => {
  await openSignedIn(page, user, '/flashcards/create');
  const card = page.getByTestId('builder-card').first();
  await card.getByRole('button', { name: 'Voice for card 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Voice' });
  await dialog.getByRole('button', { name: 'Start Recording' }).click();
  await expect(dialog.getByTestId('recording-time')).toContainText('Recording 0:01');
  await dialog.getByRole('button', { name: 'Stop' }).click();
  await expect(dialog.getByLabel('Your recording')).toBeVisible();

  await saveAndExpectRefusal(page, declareForty, 'Clip Too Long: Voice clips can be at most 30 seconds.');
  expect(await blockingAxeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] })).toEqual([]);

  // The first bytes of a WebM, then nothing a player could time.
  await saveAndExpectRefusal(
    page,
    (clip) => Buffer.concat([clip.subarray(0, 40), Buffer.alloc(clip.length - 40, 0x11)]),
    'Unreadable Clip: This voice clip seems damaged. Please record it again.',
  );
  if (process.env.E2E_SCREENSHOTS) {
    await saveScreenshot(page, { path: `/tmp/e2e-media/voice-refused.png` });
  }

  // Untouched, the same recording is accepted.
  const upload = page.waitForResponse((r) => r.url().endsWith('/api/flashcards/media'));
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await upload).status()).toBe(201);
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: 'Play the recording of card 1' })).toBeVisible();
});
