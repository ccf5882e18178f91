import { blockingAxeViolations } from '../support/axe';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { expect, openSignedIn, test } from '../support/fixtures';
import { auth, startBuilderDeck, toastRegion } from './flashcards-support';
import { saveScreenshot } from '../support/screenshots';
import { PHONE, inEachViewport } from './viewports-support';

/** Issue 15 item 5: a voice clip recorded with Chromium's fake microphone, played in study. */

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

// The flow runs once on the phone; each screen's checks run at the phone and the laptop size.
test('records a clip (auto-stop at 30 s) and plays it in study with the button and P', async ({ page, user }) => {
  await page.setViewportSize(PHONE);
  await page.clock.install();
  const card = await startBuilderDeck(page, user, {
    title: 'French sounds',
    subject: 'French',
    front: 'Bonjour',
    back: 'Hello',
  });
  await expect(page.getByText('Coming Soon')).toHaveCount(3); // Smart Tags, Smart Fill, Study Tips only

  await card.getByRole('button', { name: 'Voice for card 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Voice' });
  await dialog.getByRole('button', { name: 'Start Recording' }).click();
  await expect(dialog.getByTestId('recording-time')).toContainText('Recording 0:00');
  await expect(dialog.getByTestId('recording-countdown')).toHaveCount(0);
  // The page clock runs on from here, so the countdown may already have ticked once or twice.
  // (Pausing it would stall axe, which runs on the page's timers.)
  await page.clock.fastForward(25_000);
  await expect(dialog.getByTestId('recording-countdown')).toHaveText(/^Stopping in [1-5] seconds?$/);
  await inEachViewport(page, async (viewport) => {
    expect(await blockingAxeViolations(page), viewport.name).toEqual([]);
  });
  await page.clock.fastForward(5_000);
  await expect(dialog.getByLabel('Your recording')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Re-record' })).toBeVisible();
  await inEachViewport(page, async (viewport) => {
    expect(await blockingAxeViolations(page), viewport.name).toEqual([]);
  });

  const upload = page.waitForResponse((r) => r.url().endsWith('/api/flashcards/media'));
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await upload).status()).toBe(201);
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: 'Play the recording of card 1' })).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/decks\/[^/]+\/study$/);
  const deckId = /\/decks\/([^/]+)\/study$/.exec(page.url())?.[1] ?? '';
  const cards = (await (
    await page.request.get(`/api/flashcards/decks/${deckId}/cards`, { headers: auth(user) })
  ).json()) as { audio_id: string | null }[];
  const file = await page.request.get(`/api/files/${cards[0]?.audio_id}`, { headers: auth(user) });
  expect(file.headers()['content-type']).toBe('audio/webm');

  const play = page.getByRole('button', { name: 'Play recording (P)' });
  await play.click();
  await expect(play).toHaveAttribute('aria-pressed', 'true');
  await play.click();
  await expect(play).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('p');
  await expect(play).toHaveAttribute('aria-pressed', 'true');
  await inEachViewport(page, async (viewport) => {
    expect(await blockingAxeViolations(page), viewport.name).toEqual([]);
    await saveScreenshot(page, { path: `/tmp/e2e-media/study-voice-${viewport.name}.png`, fullPage: true });
  });
});

test('a card without a clip offers Read aloud in study', async ({ page, user }) => {
  await startBuilderDeck(page, user, {
    title: 'Spoken',
    subject: 'Biology',
    front: 'Name the powerhouse of the cell',
    back: 'Mitochondria',
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/decks\/[^/]+\/study$/);
  await page.evaluate(() => {
    const spoken: string[] = [];
    (window as unknown as { spoken: string[] }).spoken = spoken;
    window.speechSynthesis.speak = (u: SpeechSynthesisUtterance) => void spoken.push(`${u.lang}:${u.text}`);
  });
  await page.getByRole('button', { name: 'Read aloud' }).click();
  await page.getByRole('button', { name: 'Show Answer' }).click();
  await page.keyboard.press('p');
  expect(await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken)).toEqual([
    'en-GB:Name the powerhouse of the cell',
    'en-GB:Name the powerhouse of the cell. Mitochondria',
  ]);
});

test('a denied microphone shows the recording error', async ({ page, user }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await openSignedIn(page, user, '/flashcards/create');
  await page.getByRole('button', { name: 'Voice for card 1' }).click();
  await page.getByRole('button', { name: 'Start Recording' }).click();
  const toast = toastRegion(page);
  await expect(toast).toContainText('Recording Error');
  await expect(toast).toContainText('Could not access microphone. Please check permissions.');
  await expect(page.getByRole('button', { name: 'Start Recording' })).toBeVisible();
});
