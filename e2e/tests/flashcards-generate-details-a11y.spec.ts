import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, openSignedIn, setStoredTheme, test } from '../support/fixtures';
import { createSummary } from './flashcards-support';

/** Issue 10: the generation dialog asking for a missing exam board, on a phone and a laptop, light and dark. */

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');

const viewports = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1280, height: 800 },
} as const;

for (const [device, viewport] of Object.entries(viewports)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`exam board question on ${device} (${theme}) fits and has no serious axe violations`, async ({
      page,
      user,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/login');
      await setStoredTheme(page, theme);
      const summaryId = await createSummary(page.request, user, { examBoard: null, topic: 'Cell Biology' });
      await openSignedIn(page, user, `/summaries/${summaryId}`);
      await page.getByRole('button', { name: 'Create Flashcards' }).click();
      const dialog = page.getByRole('dialog', { name: 'Generate Flashcards' });
      const board = dialog.getByRole('combobox', { name: 'Exam board', exact: true });
      await expect(board).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(artifacts, `${device}-${theme}-generate-exam-board.png`) });

      await dialog.getByRole('button', { name: 'Create Flashcards' }).click();
      await expect(dialog.getByText('Please select an exam board')).toBeVisible();
      await expect(board).toHaveAttribute('aria-invalid', 'true');
      await page.screenshot({ path: path.join(artifacts, `${device}-${theme}-generate-exam-board-error.png`) });

      // Nothing spills sideways, and the whole form is reachable inside the dialog.
      const box = await dialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
      expect(blocking).toEqual([]);
    });
  }
}
