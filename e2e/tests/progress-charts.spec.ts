import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, openSignedIn, registerViaApi, test } from '../support/fixtures';
import { seedHistory, type SeededHistory } from './progress-charts-support';
import { saveScreenshot } from '../support/screenshots';
import { PHONE, inEachViewport } from './viewports-support';

/** Issue 14 item 5: the /progress charts with a year of history, and for a brand-new student. */
const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');

const londonDay = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', dateStyle: 'short' }).format(new Date(ms));

function mondayOf(day: string): string {
  const ms = Date.parse(`${day}T00:00:00Z`);
  const weekday = new Date(ms).getUTCDay();
  return new Date(ms - ((weekday + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

async function checkCharts(page: Page, seeded: SeededHistory) {
  const today = londonDay(Date.now());
  const activity = page.getByRole('region', { name: 'Review activity' });
  await expect(activity.getByTestId('activity-current-streak')).toHaveText(plural(seeded.currentStreak, 'day', 'days'));
  const grid = activity.getByRole('grid', { name: 'Reviews per day, last 12 months' });
  await expect(grid).toBeVisible();
  const total = [...seeded.perDay.values()].reduce((a, b) => a + b, 0);
  await expect(activity.getByText(new RegExp(`^${plural(total, 'review', 'reviews')} on `))).toBeVisible();

  // Today's cell is the one tab stop; its name is the text alternative.
  const todayCell = grid.locator(`[data-date="${today}"]`);
  await expect(todayCell).toHaveAttribute('tabindex', '0');
  await expect(todayCell).toHaveAccessibleName(/: 3 reviews$/);

  // Tap (click) a day, then walk with the keyboard: up is the day before, left the week before.
  await todayCell.click();
  const readout = activity.getByTestId('activity-readout');
  await expect(readout).toHaveText(/: 3 reviews$/);
  await page.keyboard.press('ArrowUp');
  const yesterday = londonDay(Date.now() - 86_400_000);
  await expect(readout).toHaveText(new RegExp(`: ${plural(seeded.perDay.get(yesterday) ?? 0, 'review', 'reviews')}$`));
  await expect(grid.locator(`[data-date="${yesterday}"]`)).toBeFocused();

  // Hover shows a day's count too.
  const someDay = londonDay(Date.now() - 3 * 86_400_000);
  const someCount = seeded.perDay.get(someDay) ?? 0;
  await grid.locator(`[data-date="${someDay}"]`).hover();
  await expect(readout).toHaveText(new RegExp(`: ${plural(someCount, 'review', 'reviews')}$`));

  const weekly = page.getByRole('region', { name: 'Weekly Progress' });
  await expect(weekly.getByText('Summaries Created This Week')).toBeVisible();
  await expect(weekly.getByText('Cards reviewed this week')).toBeVisible();
  const monday = mondayOf(today);
  const thisWeek = [...seeded.perDay.entries()].filter(([d]) => d >= monday).reduce((a, [, n]) => a + n, 0);
  await expect(weekly.getByTestId('weekly-reviews')).toHaveText(thisWeek.toLocaleString('en-GB'));

  const forecast = page.getByRole('region', { name: 'Due forecast' });
  await expect(forecast.getByTestId('forecast-today')).toHaveText(String(seeded.dueToday));
  await expect(forecast.getByTestId('forecast-month')).toHaveText(String(seeded.dueNext30 + 3));
  const bars = forecast.getByRole('listbox', { name: 'Cards due per day, next 30 days' });
  await expect(bars.getByRole('option')).toHaveCount(30);
  await bars.getByRole('option').first().click();
  await expect(forecast.getByTestId('forecast-readout')).toHaveText(
    new RegExp(`^Today, .*: ${seeded.dueToday} cards due \\(${seeded.overdue} overdue\\)$`),
  );

  const retention = page.getByRole('region', { name: 'Retention' });
  const percent = Math.round((seeded.retention.passed / seeded.retention.reviews) * 100);
  await expect(retention.getByTestId('retention-rate')).toHaveText(`${percent}%`);
  await expect(retention.getByTestId('retention-basis')).toHaveText(
    `${seeded.retention.passed.toLocaleString('en-GB')} of ${plural(seeded.retention.reviews, 'review', 'reviews')} answered Hard, Good or Easy in the last 30 days`,
  );
  await expect(retention.getByText('target 90%')).toBeVisible();
}

// One account and one seeding per test; the charts are checked and scanned at the phone and the
// laptop size on the same page.
test('progress charts with a year of history on a phone and a laptop, light and dark', async ({
  page,
  request,
  user,
  server,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const seeded = await seedHistory(request, user, server.dataDir);
  await openSignedIn(page, user, '/progress');
  await expect(page.getByText('Track your learning journey')).toBeVisible();
  await inEachViewport(page, async (viewport) => {
    const device = viewport.name;
    // checkCharts starts from today's cell as the tab stop: the phone pass moved it, so the laptop
    // pass reloads the same page (no new account or seeding).
    if (device !== PHONE.name) {
      await page.reload();
      await expect(page.getByText('Track your learning journey')).toBeVisible();
    }
    await checkCharts(page, seeded);
    await page.mouse.move(0, 0);
    await expectNoAxeViolations(page, {
      label: device,
      beforeScan: async (theme) => {
        await saveScreenshot(page, {
          path: path.join(artifacts, `progress-charts-${device}-${theme}.png`),
          fullPage: true,
        });
        // The charts on their own, free of the fixed header and navigation a full-page shot repeats.
        for (const name of ['Review activity', 'Due forecast', 'Retention']) {
          await saveScreenshot(page.getByRole('region', { name }), {
            path: path.join(
              artifacts,
              `progress-charts-${device}-${theme}-${name.toLowerCase().replace(' ', '-')}.png`,
            ),
          });
        }
      },
    });
  });
});

test('progress charts for a new student on a phone and a laptop, light and dark', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const fresh = await registerViaApi(request);
  await openSignedIn(page, fresh, '/progress');
  const activity = page.getByRole('region', { name: 'Review activity' });
  await inEachViewport(page, async (viewport) => {
    await expect(activity.getByText('No reviews in the last 12 months yet.')).toBeVisible();
    await expect(activity.getByRole('link', { name: 'Study a deck' })).toHaveAttribute('href', '/flashcards');
    await expect(activity.getByTestId('activity-current-streak')).toHaveText('0 days');
    await expect(page.getByText(/No cards are scheduled in the next 30 days/)).toBeVisible();
    await expect(page.getByTestId('retention-empty')).toContainText('No reviews of learned cards yet');
    await expect(page.getByTestId('weekly-reviews')).toHaveText('0');
    await expectNoAxeViolations(page, {
      label: viewport.name,
      beforeScan: (theme) =>
        saveScreenshot(page, {
          path: path.join(artifacts, `progress-empty-${viewport.name}-${theme}.png`),
          fullPage: true,
        }),
    });
  });
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: PHONE.width, height: PHONE.height } });

  test('tapping a day and a bar shows their counts', async ({ page, request, user, server }) => {
    test.setTimeout(90_000);
    const seeded = await seedHistory(request, user, server.dataDir);
    await openSignedIn(page, user, '/progress');
    const yesterday = londonDay(Date.now() - 86_400_000);
    const activity = page.getByRole('region', { name: 'Review activity' });
    await activity.locator(`[data-date="${yesterday}"]`).tap();
    await expect(activity.getByTestId('activity-readout')).toHaveText(
      new RegExp(`: ${plural(seeded.perDay.get(yesterday) ?? 0, 'review', 'reviews')}$`),
    );
    const forecast = page.getByRole('region', { name: 'Due forecast' });
    await forecast.getByRole('option').first().tap();
    await expect(forecast.getByTestId('forecast-readout')).toHaveText(
      new RegExp(`^Today, .*: ${seeded.dueToday} cards due`),
    );
  });
});
