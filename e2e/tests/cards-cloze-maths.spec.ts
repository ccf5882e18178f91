import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, openSignedIn, test } from '../support/fixtures';
import { auth, startBuilderDeck, createDeck, createSummary, deckCards, toastRegion } from './flashcards-support';
import { saveScreenshot } from '../support/screenshots';
import { PHONE, inEachViewport } from './viewports-support';

/** Issue 15 items 2 and 3: cloze cards made with the Cloze button, maths and chemistry in study. */

const FORMULA_CARD = {
  front: 'Kinetic energy: $E_k = \\frac{1}{2}mv^2$. Balance the combustion of methane.',
  back: '$$\\ce{CH4 + 2O2 -> CO2 + 2H2O}$$',
  explanation: 'Broken TeX stays as typed: $\\frac{1}{$',
};
const CLOZE_FRONT = 'The powerhouse of the cell is the {{c1::mitochondria}}.';

// The flow runs once on the phone; the revealed card is checked at the phone and the laptop size.
test('makes a cloze card with the Cloze button and studies it', async ({ page, user }) => {
  await page.setViewportSize(PHONE);
  const card = await startBuilderDeck(page, user, { title: 'Cloze by hand', subject: 'Biology' });
  const front = card.getByLabel('Front (Question)');
  await front.fill('The powerhouse of the cell is the mitochondria.');
  // Select 'mitochondria' as a student would, then wrap it.
  await front.evaluate((el: HTMLTextAreaElement) => {
    const start = el.value.indexOf('mitochondria');
    el.focus();
    el.setSelectionRange(start, start + 'mitochondria'.length);
  });
  await card.getByRole('button', { name: 'Cloze', exact: true }).click();
  await expect(front).toHaveValue(CLOZE_FRONT);
  await expect(front).toBeFocused();
  expect(await front.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd))).toBe(
    'mitochondria',
  );
  await expect(card.getByRole('region', { name: 'Preview' }).locator('mark')).toHaveText('mitochondria');

  // The back of a cloze card may stay empty.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/decks\/[^/]+\/study$/);
  const deckId = /\/decks\/([^/]+)\/study$/.exec(page.url())?.[1] ?? '';
  const saved = await deckCards(page.request, user, deckId);
  expect(saved.map((c) => [c.front_text, c.back_text])).toEqual([[CLOZE_FRONT, '']]);

  const question = page.getByRole('region', { name: 'Question' });
  await expect(question).toContainText('The powerhouse of the cell is the [...].');
  await expect(question).not.toContainText('mitochondria');
  await page.getByRole('button', { name: 'Show Answer' }).click();
  await expect(question.locator('mark')).toHaveText('mitochondria');
  await expect(question).toContainText('The powerhouse of the cell is the mitochondria.');
  await inEachViewport(page, async () => {
    await expect(page.getByRole('button', { name: /^Good/ })).toBeVisible();
  });
});

test('refuses an empty cloze in the builder, and edits a note so a new deletion becomes a new card', async ({
  page,
  user,
}) => {
  const card = await startBuilderDeck(page, user, { title: 'Empty cloze', subject: 'Biology' });
  // Nothing selected: an empty deletion goes in at the caret.
  await card.getByRole('button', { name: 'Cloze', exact: true }).click();
  await expect(card.getByLabel('Front (Question)')).toHaveValue('{{c1::}}');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    toastRegion(page).getByText('Card #1: A cloze card needs at least one non-empty deletion, e.g. {{c1::answer}}.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/flashcards\/create$/);

  // Editing a cloze note on the edit screen: c2 added with the Cloze button becomes a second card.
  const id = await createDeck(page.request, user, {
    name: 'Edit cloze',
    cards: [{ front: 'Water is {{c1::H2O}} and salt is NaCl', back: '' }],
  });
  await page.goto(`/flashcards/${id}/edit`);
  await page.getByRole('button', { name: 'Edit Card #1' }).click();
  const question = page.getByRole('form', { name: 'Edit Card #1' }).getByRole('textbox', { name: 'Question' });
  await question.evaluate((el: HTMLTextAreaElement) => {
    const start = el.value.indexOf('NaCl');
    el.focus();
    el.setSelectionRange(start, start + 4);
  });
  await page.getByRole('form', { name: 'Edit Card #1' }).getByRole('button', { name: 'Cloze', exact: true }).click();
  await expect(question).toHaveValue('Water is {{c1::H2O}} and salt is {{c2::NaCl}}');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Cloze 2')).toBeVisible();
  const cards = await deckCards(page.request, user, id);
  expect(cards).toHaveLength(2);
  expect(new Set(cards.map((c) => c.front_text))).toEqual(new Set(['Water is {{c1::H2O}} and salt is {{c2::NaCl}}']));
});

test('renders a formula and a chemical equation in study, and broken TeX as typed', async ({ page, user }) => {
  const id = await createDeck(page.request, user, { name: 'Maths and chemistry', cards: [FORMULA_CARD] });
  await openSignedIn(page, user, `/decks/${id}/study`);
  const question = page.getByRole('region', { name: 'Question' });
  await expect(question.locator('.katex')).toHaveCount(1);
  await expect(question.locator('.katex-mathml annotation')).toHaveText('E_k = \\frac{1}{2}mv^2');
  await expect(question).not.toContainText('$E_k');
  await page.getByRole('button', { name: 'Show Answer' }).click();
  const answer = page.getByRole('region', { name: 'Answer' });
  await expect(answer.locator('.katex-display')).toHaveCount(1);
  // mhchem typesets the reaction arrow; the source is kept for screen readers and copying.
  await expect(answer.locator('.katex-mathml annotation')).toHaveText('\\ce{CH4 + 2O2 -> CO2 + 2H2O}');
  await expect(answer.locator('.katex-html')).toContainText('CH');
  await expect(answer.getByText('$\\frac{1}{$')).toBeVisible();
});

test('renders maths and chemistry in a summary, and HTML in a formula as text', async ({ page, user }) => {
  const id = await createSummary(page.request, user);
  const points = [
    'Photosynthesis: $\\ce{6CO2 + 6H2O -> C6H12O6 + 6O2}$',
    'Rate is proportional to $\\frac{1}{d^2}$ for a lamp at distance $d$.',
    'Typed markup stays text: <img src=x onerror="window.pwned=1"> and $\\href{javascript:alert(1)}{x}$',
  ];
  const response = await page.request.put(`/api/summaries/${id}`, {
    headers: auth(user),
    data: { subject: 'Biology', topic: 'Cell Biology', summary: points },
  });
  expect(response.status(), await response.text()).toBe(200);
  await openSignedIn(page, user, `/summaries/${id}`);
  const list = page.getByTestId('summary-points');
  await expect(list.locator('.katex')).toHaveCount(4);
  await expect(list.locator('.katex-mathml annotation').first()).toHaveText('\\ce{6CO2 + 6H2O -> C6H12O6 + 6O2}');
  await expect(list).toContainText('<img src=x onerror="window.pwned=1">');
  await expect(list.locator('img, a')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
});

type Screen = { name: string; open: (page: Page, deckId: string, clozeDeckId: string) => Promise<void> };

const studyScreens: Screen[] = [
  {
    name: 'study with maths revealed',
    open: async (page, deckId) => {
      await page.goto(`/decks/${deckId}/study`);
      await page.getByRole('button', { name: 'Show Answer' }).click();
      await expect(page.getByRole('region', { name: 'Answer' }).locator('.katex')).toHaveCount(1);
    },
  },
  {
    name: 'study with a cloze hidden',
    open: async (page, _deckId, clozeDeckId) => {
      await page.goto(`/decks/${clozeDeckId}/study`);
      await expect(page.getByText('[...]')).toBeVisible();
    },
  },
  {
    name: 'study with a cloze revealed',
    open: async (page, _deckId, clozeDeckId) => {
      await page.goto(`/decks/${clozeDeckId}/study`);
      await page.getByRole('button', { name: 'Show Answer' }).click();
      await expect(page.getByRole('region', { name: 'Question' }).locator('mark')).toBeVisible();
    },
  },
];

const editScreens: Screen[] = [
  {
    name: 'edit deck with cloze and maths',
    open: async (page, _deckId, clozeDeckId) => {
      await page.goto(`/flashcards/${clozeDeckId}/edit`);
      await expect(page.getByText('Cloze 1')).toBeVisible();
      await page.getByRole('button', { name: 'Edit Card #2' }).click();
      await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
    },
  },
  {
    name: 'builder preview',
    open: async (page) => {
      await page.goto('/flashcards/create');
      const card = page.getByTestId('builder-card').first();
      await card.getByLabel('Front (Question)').fill('Water is {{c1::$\\ce{H2O}$}} and $x^2$');
      await expect(card.getByRole('region', { name: 'Preview' }).locator('.katex')).toHaveCount(2);
    },
  },
];

/**
 * Each screen is opened once and scanned at the phone and the laptop size, in light and dark. The
 * study screens and the editing screens are two tests so each stays well inside the test timeout.
 */
for (const [part, screens] of [
  ['study', studyScreens],
  ['builder and edit', editScreens],
] as const) {
  test(`cloze and maths ${part} screens are axe-clean (phone and laptop, light and dark)`, async ({
    page,
    user,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    const deckId = await createDeck(page.request, user, { name: 'Maths', cards: [FORMULA_CARD] });
    const clozeDeckId = await createDeck(page.request, user, {
      name: 'Cloze',
      cards: [
        { front: 'The {{c1::mitochondria}} makes {{c2::ATP::a molecule}}.', back: 'Respiration' },
        { front: 'Basic with $a^2 + b^2 = c^2$', back: 'Pythagoras' },
      ],
    });
    await openSignedIn(page, user, '/flashcards');
    for (const screen of screens) {
      await screen.open(page, deckId, clozeDeckId);
      await inEachViewport(page, (viewport) =>
        expectNoAxeViolations(page, {
          label: `${screen.name} (${viewport.name})`,
          beforeScan: (theme) =>
            saveScreenshot(page, {
              path: testInfo.outputPath(`${screen.name.replace(/ /g, '-')}-${viewport.name}-${theme}.png`),
              fullPage: true,
            }),
        }),
      );
    }
  });
}
