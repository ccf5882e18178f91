import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectNoAxeViolations } from '../support/axe';
import type { Page } from '@playwright/test';
import { expect, openSignedIn, test, type TestUser } from '../support/fixtures';
import { ankiPackage, FRENCH_CSV } from './flashcards-import-support';
import { saveScreenshot } from '../support/screenshots';
import { PHONE, inEachViewport } from './viewports-support';

/** Issue 15: the import dialog on a phone and a laptop, light and dark: empty, text file, package, error. */

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');
/** One axe scan per viewport and theme, with a screenshot of each when asked for. */
const check = (page: Page, label: string, name: string, fullPage = false) =>
  inEachViewport(page, (viewport) =>
    expectNoAxeViolations(page, {
      label: `${label} (${viewport.name})`,
      beforeScan: (theme) =>
        saveScreenshot(page, {
          path: path.join(artifacts, `${viewport.name}-${theme}-import-${name}.png`),
          fullPage,
        }),
    }),
  );

async function openImport(page: Page, user: TestUser) {
  await page.setViewportSize(PHONE);
  await openSignedIn(page, user, '/flashcards');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import cards' });
  await expect(dialog).toBeVisible();
  return { dialog, input: dialog.getByLabel('Choose a file to import') };
}

/*
 * Each step is taken once, on the phone; its checks run at the phone and the laptop size. The
 * steps are two tests (empty and text file; package and error), each well inside the test timeout.
 */
test('import dialog, empty and with a text file, on phone and laptop fits and has no serious axe violations in light and dark', async ({
  page,
  user,
}) => {
  await page.setViewportSize(PHONE);
  await openSignedIn(page, user, '/flashcards');
  // The header's three buttons wrap rather than push the page sideways.
  await inEachViewport(page, async (viewport) => {
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), viewport.name).toBeLessThanOrEqual(
      viewport.width,
    );
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import cards' });
  await expect(dialog).toBeVisible();
  await check(page, 'empty', 'empty');

  const input = dialog.getByLabel('Choose a file to import');
  await input.setInputFiles({ name: 'french words.csv', mimeType: 'text/csv', buffer: Buffer.from(FRENCH_CSV) });
  await expect(dialog.getByText('3 cards found')).toBeVisible();
  await check(page, 'text file', 'csv', true);
  await inEachViewport(page, async (viewport) => {
    const box = await dialog.boundingBox();
    expect(box!.x, viewport.name).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, viewport.name).toBeLessThanOrEqual(viewport.width);
  });
});

test('import dialog with a package and with an unsupported file, on phone and laptop, has no serious axe violations in light and dark', async ({
  page,
  user,
}) => {
  const { dialog, input } = await openImport(page, user);
  await input.setInputFiles({ name: 'biology.apkg', mimeType: 'application/octet-stream', buffer: ankiPackage() });
  await expect(dialog.getByRole('radio', { name: "Anki's decks" })).toBeChecked();
  await check(page, 'package', 'apkg');

  await input.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
  await expect(dialog.getByRole('alert')).toContainText('Unsupported file');
  await check(page, 'error', 'error');
});
