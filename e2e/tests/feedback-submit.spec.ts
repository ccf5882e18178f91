import type { Page } from '@playwright/test';
import { expect, openSignedIn, test } from '../support/fixtures';
import { bearer, celebration, smallPng } from './dashboard-support';

async function chooseCategory(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

test('feedback with a screenshot is sent as multipart, celebrated, stored, and the form resets', async ({
  page,
  user,
  request,
}) => {
  await openSignedIn(page, user, '/feedback');
  await expect(page.getByLabel('Your email')).toHaveValue(user.email);
  await expect(page.getByLabel('Your email')).not.toBeEditable();
  await expect(page.getByText('We usually respond within 24-48 hours.')).toBeVisible();

  // Defaults (spec §9).
  await expect(page.getByRole('radio', { name: /Feature Request/ })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText('Summaries');
  await expect(page.getByRole('radio', { name: 'Medium' })).toBeChecked();

  await page.getByRole('radio', { name: /Bug Report/ }).click();
  await chooseCategory(page, 'Other');
  await page.getByLabel('Subject').fill('Deck colours');
  await page.getByLabel('Message').fill('The deck colours are hard to tell apart in dark mode.');
  await expect(page.getByText('53/1000')).toBeVisible();
  await page.getByRole('radio', { name: 'High' }).click();

  // 'Other' needs its own category.
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(page.getByText('Missing category')).toBeVisible();
  await expect(page.getByLabel('Custom category')).toBeFocused();
  await page.getByLabel('Custom category').fill('Themes');

  await page
    .getByLabel(/Attach a screenshot/)
    .setInputFiles({ name: 'deck-colours.png', mimeType: 'image/png', buffer: smallPng() });
  await expect(page.getByTestId('attachment-name')).toHaveText('deck-colours.png');
  await page.getByRole('checkbox', { name: /contact me/ }).check();

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/feedback') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  const requestSent = await sent;
  expect(requestSent.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);

  const dialog = celebration(page);
  await expect(dialog.getByRole('heading', { name: 'Feedback Sent!' })).toBeVisible();
  await expect(dialog).toContainText('Thanks for your feedback!');
  await expect(dialog).toContainText('Your input helps us improve');
  await dialog.click();
  await expect(dialog).toBeHidden();

  // Reset to the defaults.
  await expect(page.getByLabel('Subject')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');
  await expect(page.getByRole('radio', { name: /Feature Request/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Medium' })).toBeChecked();
  await expect(page.getByTestId('attachment-name')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /contact me/ })).not.toBeChecked();

  // The server stored every field (the data export includes the user's feedback).
  const exported = (await (await request.get('/api/user/export', { headers: bearer(user) })).json()) as {
    feedback: Record<string, unknown>[];
  };
  expect(exported.feedback).toHaveLength(1);
  const stored = JSON.stringify(exported.feedback[0]);
  for (const text of ['bug-report', 'Themes', 'Deck colours', 'high']) expect(stored).toContain(text);
  expect(stored).toMatch(/"contact_?[pP]ermission":\s*true/);
  expect(stored).toMatch(/attachment/i);
});

test('feedback validation: subject, message and the 5MB attachment limit', async ({ page, user }) => {
  await openSignedIn(page, user, '/feedback');
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(page.getByText('Missing subject')).toBeVisible();
  await expect(page.getByText('Missing message')).toBeVisible();
  await expect(page.getByLabel('Subject')).toBeFocused();
  await expect(page.getByLabel('Subject')).toHaveAttribute('maxlength', '100');
  await expect(page.getByLabel('Message')).toHaveAttribute('maxlength', '1000');

  const big = Buffer.concat([smallPng(), Buffer.alloc(5 * 1024 * 1024)]);
  await page.getByLabel(/Attach a screenshot/).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByText('File too large: Maximum file size is 5MB')).toBeVisible();
  await expect(page.getByTestId('attachment-name')).toHaveCount(0);
});

for (const [status, message] of [
  [500, 'Server error: Our team has been notified. Please try again later.'],
  [413, 'File too large: Please use a smaller image (under 5MB).'],
  [401, 'Authentication error: Please log out and log back in.'],
  [400, 'There was an error submitting your feedback. Please try again.'],
] as const) {
  test(`a ${status} answer reads '${message}'`, async ({ page, user }) => {
    await page.route('**/api/feedback', (route) =>
      route.fulfill({ status, contentType: 'application/json', body: '{"error":"x"}' }),
    );
    await openSignedIn(page, user, '/feedback');
    await page.getByLabel('Subject').fill('Hello');
    await page.getByLabel('Message').fill('World');
    await page.getByRole('button', { name: 'Send Feedback' }).click();
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page.getByLabel('Subject')).toHaveValue('Hello');
  });
}

test('a network failure reads the network message', async ({ page, user }) => {
  await page.route('**/api/feedback', (route) => route.abort('internetdisconnected'));
  await openSignedIn(page, user, '/feedback');
  await page.getByLabel('Subject').fill('Hello');
  await page.getByLabel('Message').fill('World');
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Network error: Please check your internet connection and try again.',
  );
});

test('the feature-request page: ideas, tip, FAQ and the way to the feedback form', async ({ page, user }) => {
  await openSignedIn(page, user, '/feature-request');
  await expect(page.getByRole('heading', { name: 'Feature Requests', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Need inspiration?' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Tip' })).toContainText('Tip:');

  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  for (const question of [
    'What happens to my suggestion?',
    'How can I track my request?',
    'How often do you release new features?',
  ]) {
    await expect(faq.getByText(question)).toBeVisible();
  }
  const answer = faq.getByText(/larger features roughly once a month/);
  await expect(answer).toBeHidden();
  await faq.getByText('How often do you release new features?').click();
  await expect(answer).toBeVisible();

  await page.getByRole('link', { name: 'Suggest a feature' }).click();
  await expect(page).toHaveURL(/\/feedback$/);
  await expect(page.getByRole('heading', { name: 'Send Feedback', level: 1 })).toBeVisible();
});

test('Report a problem, from the user menu on a phone and from settings, opens the form on Bug Report', async ({
  page,
  user,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, user, '/dashboard');
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Report a problem' }).click();
  await expect(page).toHaveURL(/\/feedback\?type=bug-report$/);
  await expect(page.getByRole('radio', { name: /Bug Report/ })).toBeChecked();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Report a problem' }).click();
  await expect(page.getByRole('radio', { name: /Bug Report/ })).toBeChecked();
});
