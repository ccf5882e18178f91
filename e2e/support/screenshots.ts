/**
 * Screenshots are for people reviewing the screens: `E2E_SCREENSHOTS=1 npx playwright test …`
 * writes them (see each test for where). Without it, as in CI, the checks around them still run
 * but the PNGs are not taken: full-page shots in two themes cost about as much as the checks.
 */
export const SCREENSHOTS = Boolean(process.env.E2E_SCREENSHOTS);

interface Shootable {
  screenshot(options: { path: string; fullPage?: boolean }): Promise<unknown>;
}

export async function saveScreenshot(target: Shootable, options: { path: string; fullPage?: boolean }): Promise<void> {
  if (SCREENSHOTS) await target.screenshot(options);
}
