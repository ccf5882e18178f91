import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openSignedIn, setStoredTheme, test } from '../support/fixtures';
import { ankiPackage, FRENCH_CSV } from './flashcards-import-support';

/** Issue 15: the import dialog on a phone and a laptop, light and dark: empty, text file, package, error. */

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');
const viewports = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1280, height: 800 },
} as const;

async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

for (const [device, viewport] of Object.entries(viewports)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`import dialog on ${device} (${theme}) fits and has no serious axe violations`, async ({ page, user }) => {
      await page.setViewportSize(viewport);
      await page.goto('/login');
      await setStoredTheme(page, theme);
      await openSignedIn(page, user, '/flashcards');
      // The header's three buttons wrap rather than push the page sideways.
      await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Import cards' });
      await expect(dialog).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(artifacts, `${device}-${theme}-import-empty.png`) });
      expect(await blockingViolations(page)).toEqual([]);

      const input = dialog.getByLabel('Choose a file to import');
      await input.setInputFiles({ name: 'french words.csv', mimeType: 'text/csv', buffer: Buffer.from(FRENCH_CSV) });
      await expect(dialog.getByText('3 cards found')).toBeVisible();
      await page.waitForTimeout(200);
      await page.screenshot({ path: path.join(artifacts, `${device}-${theme}-import-csv.png`), fullPage: true });
      expect(await blockingViolations(page)).toEqual([]);
      const box = await dialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);

      await input.setInputFiles({ name: 'biology.apkg', mimeType: 'application/octet-stream', buffer: ankiPackage() });
      await expect(dialog.getByRole('radio', { name: "Anki's decks" })).toBeChecked();
      await page.waitForTimeout(200);
      await page.screenshot({ path: path.join(artifacts, `${device}-${theme}-import-apkg.png`) });
      expect(await blockingViolations(page)).toEqual([]);

      await input.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
      await expect(dialog.getByRole('alert')).toContainText('Unsupported file');
      await page.screenshot({ path: path.join(artifacts, `${device}-${theme}-import-error.png`) });
      expect(await blockingViolations(page)).toEqual([]);
    });
  }
}
