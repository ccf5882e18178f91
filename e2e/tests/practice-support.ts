import type { Page, TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect } from '../support/fixtures';
import { saveScreenshot } from '../support/screenshots';
import { LAPTOP, PHONE } from './viewports-support';

/** Helpers of the practice-* specs (issue 28): a phone and a laptop, one axe scan per screen. */

export const PRACTICE_VIEWPORTS = {
  phone: { width: PHONE.width, height: PHONE.height },
  laptop: { width: LAPTOP.width, height: LAPTOP.height },
} as const;

/** Question → answer of the cards the specs seed; prompts are unique substrings of the questions. */
export const CELL_CARDS = [
  { front: 'Powerhouse of the cell?', back: 'Mitochondria' },
  { front: 'Site of protein synthesis?', back: 'Ribosome' },
  { front: 'Control centre of the cell?', back: 'Nucleus' },
  { front: 'Where photosynthesis happens?', back: 'Chloroplast' },
];

/**
 * Checks the open screen in light and dark (switched in place): no serious axe violation, no
 * sideways scrolling, and a full-page screenshot of each for looking at.
 */
export async function checkScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await expectNoAxeViolations(page, {
    label: `${name} at ${width}px`,
    beforeScan: async (theme) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} (${theme}, ${width}px) overflows horizontally by ${overflow}px`).toBeLessThanOrEqual(0);
      await saveScreenshot(page, { path: testInfo.outputPath(`${width}-${theme}-${name}.png`), fullPage: true });
    },
  });
}
