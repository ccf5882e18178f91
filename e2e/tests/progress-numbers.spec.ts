import { expect, openSignedIn, test } from '../support/fixtures';
import { seedDeck, seedSummaries, statValue } from './dashboard-support';

test('progress shows the totals and the weekly summary goal after creating summaries', async ({
  page,
  user,
  request,
}) => {
  await openSignedIn(page, user, '/progress');
  await expect(page.getByRole('heading', { name: 'Progress', level: 1 })).toBeVisible();
  await expect(page.getByText('Track your learning journey')).toBeVisible();
  await expect(page.getByTestId('total-summaries')).toHaveText('0');
  await expect(page.getByTestId('weekly-goal')).toHaveText('0/5');

  await seedSummaries(request, user, 2);
  await seedDeck(request, user, 'Cells', 3);
  await seedDeck(request, user, 'Enzymes', 2);
  await page.reload();

  await expect(page.getByText('Total Summaries')).toBeVisible();
  await expect(page.getByTestId('total-summaries')).toHaveText('2');
  await expect(page.getByText('Flashcard Decks')).toBeVisible();
  await expect(page.getByTestId('total-decks')).toHaveText('2');
  await expect(page.getByText('Total Cards')).toBeVisible();
  await expect(page.getByTestId('total-cards')).toHaveText('5');

  const weekly = page.getByRole('region', { name: 'Weekly Progress' });
  await expect(weekly.getByText('Summaries Created This Week')).toBeVisible();
  await expect(weekly.getByTestId('weekly-goal')).toHaveText('2/5');
  await expect(weekly.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
  await expect(weekly.getByText("3 more summaries to reach this week's goal.")).toBeVisible();

  // Creating summaries is activity, so today starts a streak.
  const streak = page.getByRole('region', { name: 'Study Streak' });
  await expect(statValue(streak, 'Current Streak')).toHaveText('1 day');
  await expect(statValue(streak, 'Days Active')).toHaveText('1');
  await expect(statValue(streak, 'Cards Reviewed')).toHaveText('0');
  await expect(statValue(streak, 'Study Time')).toHaveText('0 min');

  await expect(page.getByRole('region', { name: 'Level 1' })).toContainText('50 XP');
});

test('progress reports a failed fetch', async ({ page, user }) => {
  await page.route('**/api/progress', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  );
  await openSignedIn(page, user, '/progress');
  await expect(page.getByRole('alert')).toHaveText('Failed to fetch progress', { timeout: 15_000 });
});
