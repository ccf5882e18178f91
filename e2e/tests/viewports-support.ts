import type { Page } from '@playwright/test';

/**
 * The two layouts every screen is held to. A flow's actions run once (on the phone, where layout is
 * tightest); its layout checks run in both by resizing the same page, rather than a second test
 * that pays again for a context, an account, seeding and the first load.
 */
export const PHONE = { name: 'phone', width: 390, height: 844 } as const;
export const LAPTOP = { name: 'laptop', width: 1280, height: 800 } as const;
export const VIEWPORTS = [PHONE, LAPTOP] as const;
export type Viewport = (typeof VIEWPORTS)[number];

/**
 * Runs `fn` on the open screen at the phone size and then at the laptop size, and puts the
 * starting size back afterwards.
 */
export async function inEachViewport(page: Page, fn: (viewport: Viewport) => Promise<void>): Promise<void> {
  const start = page.viewportSize();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await fn(viewport);
  }
  if (start) await page.setViewportSize(start);
}
