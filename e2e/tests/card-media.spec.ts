import { blockingAxeViolations } from '../support/axe';
import type { Page } from '@playwright/test';
import { expect, openSignedIn, test } from '../support/fixtures';
import { auth, startBuilderDeck } from './flashcards-support';
import { saveScreenshot } from '../support/screenshots';
import { PHONE, inEachViewport } from './viewports-support';

/** Issue 15 item 4: an image cropped onto a card in the builder, shown in study. */

/** A 640 × 400 PNG drawn in the page (left half red, right half blue), as a picked file. */
async function makePng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 400;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#d00';
    ctx.fillRect(0, 0, 320, 400);
    ctx.fillStyle = '#00d';
    ctx.fillRect(320, 0, 320, 400);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

// The flow runs once on the phone; each screen's checks run at the phone and the laptop size.
test('crops an image onto a card and sees it in study', async ({ page, user }) => {
  await page.setViewportSize(PHONE);
  const card = await startBuilderDeck(page, user, {
    title: 'Cells with pictures',
    subject: 'Biology',
    front: 'Which organelle is shown?',
    back: 'The mitochondrion',
  });
  await expect(card.getByText('Coming Soon')).toHaveCount(0);

  const chooser = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: 'Image (Front) for card 1' }).click();
  await (await chooser).setFiles({ name: 'cell.png', mimeType: 'image/png', buffer: await makePng(page) });

  const dialog = page.getByRole('dialog', { name: 'Crop Image' });
  await expect(dialog).toBeVisible();
  const rect = dialog.getByTestId('crop-rect');
  await expect(rect).toBeVisible();
  const left = () => rect.evaluate((el: HTMLElement) => parseFloat(el.style.left));
  const before = await left();
  // Click near the right edge: the crop area moves there (kept inside the image).
  const area = dialog.getByTestId('crop-area');
  const box = (await area.boundingBox())!;
  await area.click({ position: { x: box.width - 5, y: box.height / 2 } });
  await expect.poll(left).toBeGreaterThan(before);
  await inEachViewport(page, async (viewport) => {
    expect(await blockingAxeViolations(page), viewport.name).toEqual([]);
    await saveScreenshot(page, { path: `/tmp/e2e-media/crop-${viewport.name}.png` });
  });

  const upload = page.waitForResponse((r) => r.url().endsWith('/api/flashcards/media'));
  await dialog.getByRole('button', { name: 'Crop', exact: true }).click();
  expect((await upload).status()).toBe(201);
  await expect(dialog).toBeHidden();
  const thumb = card.getByRole('img', { name: 'Image on the front of card 1' });
  await expect(thumb).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove the front image of card 1' })).toBeVisible();
  await inEachViewport(page, async (viewport) => {
    expect(await blockingAxeViolations(page), viewport.name).toEqual([]);
    await saveScreenshot(card, { path: `/tmp/e2e-media/builder-${viewport.name}.png` });
  });

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/decks\/[^/]+\/study$/);
  const deckId = /\/decks\/([^/]+)\/study$/.exec(page.url())?.[1] ?? '';
  const cards = (await (
    await page.request.get(`/api/flashcards/decks/${deckId}/cards`, { headers: auth(user) })
  ).json()) as { front_image_id: string | null }[];
  const imageId = cards[0]?.front_image_id;
  expect(imageId).toBeTruthy();
  // The stored crop is a JPEG (encoded in the page at quality 0.8).
  const file = await page.request.get(`/api/files/${imageId}`, { headers: auth(user) });
  expect(file.headers()['content-type']).toBe('image/jpeg');

  const studyImage = page.getByRole('region', { name: 'Question' }).getByRole('img', {
    name: 'Image on the front of the card',
  });
  await expect(studyImage).toBeVisible();
  const colour = await studyImage.evaluate((img: HTMLImageElement) => {
    const c = document.createElement('canvas');
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const [r, , b] = ctx.getImageData(c.width - 2, Math.floor(c.height / 2), 1, 1).data;
    return { r, b };
  });
  expect(colour.b).toBeGreaterThan(150);
  expect(colour.r).toBeLessThan(100);
  await inEachViewport(page, async (viewport) => {
    await expect(studyImage).toBeVisible();
    expect(await blockingAxeViolations(page), viewport.name).toEqual([]);
    await saveScreenshot(page, { path: `/tmp/e2e-media/study-image-${viewport.name}.png`, fullPage: true });
  });
});

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(jpeg: Buffer): { width: number; height: number } {
  let i = 2;
  while (i < jpeg.length) {
    const marker = jpeg[i + 1]!;
    const length = jpeg.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc3) return { height: jpeg.readUInt16BE(i + 5), width: jpeg.readUInt16BE(i + 7) };
    i += 2 + length;
  }
  throw new Error('no frame in JPEG');
}

test('keeps the whole image, or crops to a free shape', async ({ page, user }) => {
  await page.setViewportSize(PHONE);
  const card = await startBuilderDeck(page, user, {
    title: 'Whole diagrams',
    subject: 'Biology',
    front: 'Name the diagram',
    back: 'A cell',
  });
  const png = await makePng(page);

  // Free shape: the height slider alone makes the crop as tall as the image (2:1 never could).
  let chooser = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: 'Image (Front) for card 1' }).click();
  await (await chooser).setFiles({ name: 'diagram.png', mimeType: 'image/png', buffer: png });
  const dialog = page.getByRole('dialog', { name: 'Crop Image' });
  await expect(dialog.getByRole('radio', { name: 'Free' })).toBeChecked();
  await dialog.getByLabel('Crop height').fill('1');
  const rect = dialog.getByTestId('crop-rect');
  const shown = (await dialog.getByRole('img', { name: 'The picked image' }).boundingBox())!;
  await expect.poll(async () => (await rect.boundingBox())!.height).toBeGreaterThanOrEqual(shown.height - 1);
  await inEachViewport(page, async (viewport) => {
    expect(await blockingAxeViolations(page), viewport.name).toEqual([]);
    await saveScreenshot(page, { path: test.info().outputPath(`crop-free-${viewport.name}.png`) });
  });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // 'Use whole image' stores all 640 × 400 pixels.
  chooser = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: 'Image (Front) for card 1' }).click();
  await (await chooser).setFiles({ name: 'diagram.png', mimeType: 'image/png', buffer: png });
  const upload = page.waitForResponse((r) => r.url().endsWith('/api/flashcards/media'));
  await dialog.getByRole('button', { name: 'Use whole image' }).click();
  const { id } = (await (await upload).json()) as { id: string };
  await expect(dialog).toBeHidden();
  const file = await page.request.get(`/api/files/${id}`, { headers: auth(user) });
  expect(jpegSize(await file.body())).toEqual({ width: 640, height: 400 });
});

test('the edit screen shows a card’s image and removes it, deleting the file', async ({ page, user }) => {
  await openSignedIn(page, user, '/flashcards');
  const png = await makePng(page);
  const uploaded = await page.request.post('/api/flashcards/media', {
    headers: auth(user),
    multipart: { kind: 'image', file: { name: 'cell.png', mimeType: 'image/png', buffer: png } },
  });
  expect(uploaded.status()).toBe(201);
  const { id } = (await uploaded.json()) as { id: string };
  const created = await page.request.post('/api/flashcards/decks', {
    headers: auth(user),
    data: { name: 'Edited pictures', cards: [{ front: 'Which cell?', back: 'Plant', front_image_id: id }] },
  });
  const deckId = ((await created.json()) as { id: string }).id;

  await page.goto('/flashcards');
  await expect(page.getByRole('img', { name: 'Image on the first card of Edited pictures' })).toBeVisible();
  expect(await blockingAxeViolations(page)).toEqual([]);
  await saveScreenshot(page, { path: '/tmp/e2e-media/deck-list.png' });
  await page.goto(`/flashcards/${deckId}/edit`);
  await expect(page.getByRole('img', { name: 'Image on the front of card 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Card #1' }).click();
  const form = page.getByRole('form', { name: 'Edit Card #1' });
  await form.getByRole('button', { name: 'Remove the front image of card 1' }).click();
  await expect(form.getByRole('button', { name: 'Image (Front) for card 1' })).toBeVisible();
  expect(await blockingAxeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('img', { name: 'Image on the front of card 1' })).toHaveCount(0);
  await expect
    .poll(async () => (await page.request.get(`/api/files/${id}`, { headers: auth(user) })).status())
    .toBe(404);
});
