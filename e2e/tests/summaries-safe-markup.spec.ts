import { expect, openSignedIn, test } from '../support/fixtures';
import { createSummaryViaApi, setSummaryPoints } from './summaries-support';

const SCRIPT_POINT = '<script>window.__pwned = "script"</script> Photosynthesis needs **light energy**.';
const IMG_POINT = '<img src=x onerror="window.__pwned = \'img\'"> Chlorophyll is *green*.';
const BOTH_POINT = '***Key fact:*** glucose is stored as <b>starch</b>.';

test('summary text containing <script> and <img onerror> renders as text, with the safe markup applied', async ({
  page,
  user,
  request,
}) => {
  const id = await createSummaryViaApi(request, user, { topic: '<img src=x onerror="window.__pwned = \'topic\'">' });
  await setSummaryPoints(request, user, id, {
    subject: 'Biology',
    topic: 'Photosynthesis <script>window.__pwned = "topic"</script>',
    qualification: 'GCSE',
    exam_board: 'AQA',
    summary: [SCRIPT_POINT, IMG_POINT, BOTH_POINT],
  });

  await openSignedIn(page, user, `/summaries/${id}`);
  const points = page.getByTestId('summary-points');
  await expect(points.getByRole('listitem')).toHaveCount(3);

  await expect(
    points.getByText('<script>window.__pwned = "script"</script> Photosynthesis needs', { exact: false }),
  ).toBeVisible();
  await expect(
    points.getByText('<img src=x onerror="window.__pwned = \'img\'"> Chlorophyll is', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Photosynthesis <script>window.__pwned = "topic"</script>',
  );

  await expect(points.locator('strong').first()).toHaveText('light energy');
  await expect(points.locator('em').first()).toHaveText('green');
  await expect(points.locator('strong > em')).toHaveText('Key fact:');
  await expect(points.getByRole('listitem').nth(2)).toContainText('glucose is stored as <b>starch</b>.');

  // None of it became an element, and nothing ran.
  await expect(points.locator('script, img, b')).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();

  // The list preview and the edit form show the same text as text.
  await page.goto('/summaries');
  const card = page.getByTestId('summary-card');
  await expect(card).toContainText('<script>window.__pwned = "script"</script>');
  await expect(card.locator('script, img')).toHaveCount(0);
  await page.goto(`/summaries/${id}/edit`);
  await expect(page.getByRole('textbox', { name: 'Summary', exact: true })).toHaveValue(
    `${SCRIPT_POINT}\n\n${IMG_POINT}\n\n${BOTH_POINT}`,
  );
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
});
