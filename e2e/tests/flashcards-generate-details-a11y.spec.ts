import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectNoAxeViolations } from '../support/axe';
import { expect, openSignedIn, test } from '../support/fixtures';
import { inEachTheme } from '../support/theme';
import { createSummary } from './flashcards-support';
import { saveScreenshot } from '../support/screenshots';
import { PHONE, inEachViewport } from './viewports-support';

/** Issues 10 and 27: the generation dialog asking for a missing exam board, then offering 'Study now', on a phone and a laptop, light and dark. */

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');

// The flow runs once on the phone; each step's checks run at the phone and the laptop size.
test('exam board question on phone and laptop fits and has no serious axe violations in light and dark', async ({
  page,
  user,
}) => {
  await page.setViewportSize(PHONE);
  const summaryId = await createSummary(page.request, user, { examBoard: null, topic: 'Cell Biology' });
  await openSignedIn(page, user, `/summaries/${summaryId}`);
  await page.getByRole('button', { name: 'Create Flashcards' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate Flashcards' });
  const board = dialog.getByRole('combobox', { name: 'Exam board', exact: true });
  await inEachViewport(page, async (viewport) => {
    await expect(board).toBeVisible();
    await inEachTheme(page, async (theme) => {
      await saveScreenshot(page, { path: path.join(artifacts, `${viewport.name}-${theme}-generate-exam-board.png`) });
    });
  });

  // Never blocks (issue 27 item 8): the board starts on 'Other', and the dialog moves on to 'Study now'.
  await expect(board).toHaveText('Other');
  await dialog.getByRole('button', { name: 'Create Flashcards' }).click();
  await expect(dialog.getByRole('link', { name: 'Study now' })).toBeFocused();

  await inEachViewport(page, async (viewport) => {
    // Nothing spills sideways, and the whole form is reachable inside the dialog.
    const box = await dialog.boundingBox();
    expect(box!.x, viewport.name).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, viewport.name).toBeLessThanOrEqual(viewport.width);
    await expectNoAxeViolations(page, {
      label: `generated (${viewport.name})`,
      beforeScan: (theme) =>
        saveScreenshot(page, { path: path.join(artifacts, `${viewport.name}-${theme}-generate-study-now.png`) }),
    });
  });
});
