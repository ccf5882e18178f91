import { runAxe } from '../support/axe';
import { expect, openSignedIn, test } from '../support/fixtures';
import { saveScreenshot } from '../support/screenshots';
import { applyThemeInPlace } from '../support/theme';
import { PHONE, inEachViewport } from './viewports-support';

/**
 * Issue 27: 'Summary length: Short, Standard, Detailed' is a preference saved to the account. The
 * settings screen shows it as a radio group, saves a choice, and shows it again after a reload.
 */
test('summary length is saved to the account', async ({ page, user }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openSignedIn(page, user, '/settings', { theme: 'dark' });
  const prefs = page.getByRole('region', { name: 'App Preferences' });
  const group = prefs.getByRole('radiogroup', { name: 'Summary length' });
  await expect(group.getByRole('radio', { name: 'Standard' })).toBeChecked();

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/user/preferences') && r.request().method() === 'PUT',
  );
  await group.getByRole('radio', { name: 'Detailed' }).click();
  expect((await saved).status()).toBe(200);
  const res = await page.request.get('/api/user/preferences', { headers: { authorization: `Bearer ${user.token}` } });
  expect(await res.json()).toMatchObject({ summaryLength: 'detailed' });

  await page.reload();
  const again = page.getByRole('radiogroup', { name: 'Summary length' });
  await expect(again.getByRole('radio', { name: 'Detailed' })).toBeChecked();
  // Checked on a phone in dark and on a laptop in light, on the same page.
  await inEachViewport(page, async (viewport) => {
    await applyThemeInPlace(page, viewport.name === 'phone' ? 'dark' : 'light');
    // The row fits the screen: no sideways scroll on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await again.scrollIntoViewIfNeeded();
    await saveScreenshot(page, { path: testInfo.outputPath(`summary-length-${viewport.name}.png`) });

    expect((await runAxe(page, { include: '#preferences' })).violations, viewport.name).toEqual([]);
  });
});
