import { expect, test } from '../support/fixtures';

// The suite runs with reduced motion (playwright.config.ts); the video is for everyone else.
test.use({ reducedMotion: 'no-preference' });

test('the sign-in screen plays a muted looping background video with a poster', async ({ page }) => {
  await page.goto('/login');
  const video = page.locator('video');
  await expect(video).toHaveCount(1);
  await expect(video).toHaveAttribute('poster', '/media/login-poster.jpg');
  const state = await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop, autoplay: v.autoplay }));
  expect(state).toEqual({ muted: true, loop: true, autoplay: true });
  // The video is decorative: hidden from assistive technology.
  await expect(page.locator('[aria-hidden="true"]:has(video)')).toHaveCount(1);

  for (const path of ['/media/login-loop.webm', '/media/login-loop.mp4', '/media/login-poster.jpg']) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
  }
});

test('with reduced motion there is no video, only the still poster', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', baseURL: baseURL ?? '' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  await expect(page.locator('img[src="/media/login-poster.jpg"]')).toHaveCount(1);
  await context.close();
});
