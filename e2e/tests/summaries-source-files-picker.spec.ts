import { expect, openSignedIn, test } from '../support/fixtures';
import {
  TWO_COLUMN_IMAGE,
  browseInput,
  completeStudyDetails,
  expectToast,
  expectWizardStep,
  fixtureBytes,
  toasts,
} from './summaries-support';

// The wizard's upload step (SourceFilesPicker): what it refuses, drops, and the phone's extra sources.

// The first bytes of an iPhone photo: an ISO-BMFF 'ftyp' box with the 'heic' brand.
const HEIC_BYTES = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x18]),
  Buffer.from('ftypheic', 'latin1'),
  Buffer.from([0x00, 0x00, 0x00, 0x00]),
  Buffer.from('mif1heic', 'latin1'),
  Buffer.alloc(256, 0),
]);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

test.beforeEach(async ({ page, user }) => {
  await openSignedIn(page, user, '/summaries/create');
  await completeStudyDetails(page, { subject: 'Biology', qualification: 'GCSE', topic: 'Cells' });
});

test('rejects an iPhone HEIC photo with the Most Compatible advice and keeps no file', async ({ page }) => {
  await browseInput(page).setInputFiles({ name: 'input.heic', mimeType: 'image/heic', buffer: HEIC_BYTES });
  await expectToast(page, 'iPhone Photo Format Detected');
  await expect(toasts(page)).toContainText('Most Compatible');
  await expect(page.getByTestId('image-picker-file-name')).toHaveCount(0);

  // The same bytes with an empty type are still recognised by the extension.
  await browseInput(page).setInputFiles({ name: 'IMG_2041.HEIC', mimeType: '', buffer: HEIC_BYTES });
  await expectToast(page, 'iPhone Photo Format Detected');

  await page.getByRole('button', { name: 'Extract Text' }).click();
  await expectToast(page, 'No Image Selected');
  await expectWizardStep(page, 2, 25);
});

test('rejects an image over 15MB', async ({ page }) => {
  // One byte over the limit; the exact boundary is covered by the unit tests.
  const oversized = Buffer.alloc(15_728_641, 0);
  PNG_SIGNATURE.copy(oversized);
  await browseInput(page).setInputFiles({ name: 'huge-scan.png', mimeType: 'image/png', buffer: oversized });
  await expectToast(page, 'File Too Large', 'Image must be smaller than 15MB...');
  await expect(page.getByTestId('image-picker-file-name')).toHaveCount(0);
});

test('judges files by their bytes: a renamed or binary file is refused as unsupported', async ({ page }) => {
  // Issue 27 item 10: random bytes named .jpg are not a photo, whatever the name and type say.
  const random = Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7919 + 13) % 256));
  await browseInput(page).setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: random });
  await expectToast(page, 'Unsupported File Type');
  await browseInput(page).setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really') });
  await expectToast(page, 'Unsupported File Type');
  await browseInput(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: random });
  await expectToast(page, 'Unsupported File Type');
  await expect(page.getByTestId('image-picker-file-name')).toHaveCount(0);
});

test("says 'Unsupported File Type' for a drop without notes, takes a dropped photo, and removes it", async ({
  page,
}) => {
  const zone = page.getByRole('group', { name: 'Photos or a document of your notes' });
  const badDrop = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array([0, 1, 2, 3, 255, 254])], 'setup.exe', { type: '' }));
    return transfer;
  });
  await zone.dispatchEvent('dragenter', { dataTransfer: badDrop });
  await expect(zone).toContainText('Drop your files here');
  await zone.dispatchEvent('drop', { dataTransfer: badDrop });
  await expectToast(page, 'Unsupported File Type');
  await expect(zone).not.toContainText('Drop your files here');

  const png = fixtureBytes(TWO_COLUMN_IMAGE).toString('base64');
  const imageDrop = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'dropped-notes.png', { type: 'image/png' }));
    return transfer;
  }, png);
  await zone.dispatchEvent('drop', { dataTransfer: imageDrop });
  await expect(page.getByTestId('image-picker-file-name')).toHaveText('dropped-notes.png');
  await expect(page.getByTestId('image-picker-file-meta')).toHaveText('75.3 KB · PNG');

  await page.getByRole('button', { name: 'Remove image dropped-notes.png' }).click();
  await expect(page.getByTestId('image-picker-file-name')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Browse Files' })).toBeVisible();
});

test('a photo the server cannot read fails extraction with its reason and returns to upload', async ({ page }) => {
  // A PNG signature followed by garbage passes the picker's check; the server's decoder refuses it.
  const broken = Buffer.concat([PNG_SIGNATURE, Buffer.from('not really an image')]);
  await browseInput(page).setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: broken });
  await expect(page.getByTestId('image-picker-file-name')).toHaveText('broken.png');
  await page.getByRole('button', { name: 'Extract Text' }).click();
  // The server's reason, not "please try again".
  await expect(toasts(page).getByText('Extraction Failed', { exact: true })).toBeVisible();
  await expect(toasts(page)).not.toContainText('Please try again');
  await expect(page.getByRole('heading', { name: 'Upload Your Notes' })).toBeVisible();
  await expectWizardStep(page, 2, 25);
  await expect(page.getByTestId('image-picker-file-name')).toHaveText('broken.png');
});

test('desktop offers Browse and Camera (rear camera capture) but no Gallery', async ({ page }) => {
  await expect(page.getByRole('button', { name: 'Browse Files' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Camera' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gallery' })).toHaveCount(0);
  await expect(page.getByTestId('image-picker-camera-input')).toHaveAttribute('capture', 'environment');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('adds a Gallery button and the iPhone Most Compatible hint', async ({ page }) => {
    await expect(page.getByRole('button', { name: 'Gallery' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Camera' })).toBeVisible();
    await expect(page.getByText(/On an iPhone\? Set Settings › Camera › Formats to ‘Most Compatible’/)).toBeVisible();
    await expect(page.getByTestId('image-picker-gallery-input')).not.toHaveAttribute('capture', /.*/);
  });
});
