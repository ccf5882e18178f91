import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectNoAxeViolations } from '../support/axe';
import { expect, openSignedIn, test } from '../support/fixtures';
import { ankiPackage, FRENCH_CSV } from './flashcards-import-support';
import { saveScreenshot } from '../support/screenshots';

/** Issue 15: the import dialog on a phone and a laptop, light and dark: empty, text file, package, error. */

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');
const viewports = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1280, height: 800 },
} as const;

for (const [device, viewport] of Object.entries(viewports)) {
  test(`import dialog on ${device} fits and has no serious axe violations in light and dark`, async ({
    page,
    user,
  }) => {
    const shot =
      (name: string, fullPage = false) =>
      (theme: string) =>
        saveScreenshot(page, { path: path.join(artifacts, `${device}-${theme}-import-${name}.png`), fullPage });
    await page.setViewportSize(viewport);
    await openSignedIn(page, user, '/flashcards');
    // The header's three buttons wrap rather than push the page sideways.
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import cards' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, { label: 'empty', beforeScan: shot('empty') });

    const input = dialog.getByLabel('Choose a file to import');
    await input.setInputFiles({ name: 'french words.csv', mimeType: 'text/csv', buffer: Buffer.from(FRENCH_CSV) });
    await expect(dialog.getByText('3 cards found')).toBeVisible();
    await expectNoAxeViolations(page, { label: 'text file', beforeScan: shot('csv', true) });
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);

    await input.setInputFiles({ name: 'biology.apkg', mimeType: 'application/octet-stream', buffer: ankiPackage() });
    await expect(dialog.getByRole('radio', { name: "Anki's decks" })).toBeChecked();
    await expectNoAxeViolations(page, { label: 'package', beforeScan: shot('apkg') });

    await input.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
    await expect(dialog.getByRole('alert')).toContainText('Unsupported file');
    await expectNoAxeViolations(page, { label: 'error', beforeScan: shot('error') });
  });
}
