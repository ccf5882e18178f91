import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, openSignedIn, test, type TestUser } from '../support/fixtures';
import { createDeck, createSummary } from './flashcards-support';

interface Screen {
  name: string;
  open: (page: Page, user: TestUser) => Promise<void>;
}

async function seededDeck(page: Page, user: TestUser): Promise<string> {
  return createDeck(page.request, user, {
    name: 'Accessible deck',
    subject: 'Physics',
    topic: 'Forces',
    cards: [
      { front: 'Unit of force?', back: 'Newton', explanation: 'Named after Isaac Newton.' },
      { front: 'Weight equals?', back: 'Mass × gravitational field strength' },
    ],
  });
}

const screens: Screen[] = [
  {
    name: 'decks list',
    open: async (page, user) => {
      await seededDeck(page, user);
      await openSignedIn(page, user, '/flashcards');
      await expect(page.getByRole('article', { name: 'Accessible deck' })).toBeVisible();
    },
  },
  {
    name: 'decks list empty',
    open: async (page, user) => {
      await openSignedIn(page, user, '/flashcards');
      await expect(page.getByText('No flashcard decks found. Create your first deck!')).toBeVisible();
    },
  },
  {
    name: 'export dialog',
    open: async (page, user) => {
      await seededDeck(page, user);
      await openSignedIn(page, user, '/flashcards');
      await page.getByRole('button', { name: 'Export to Anki' }).click();
      await page.getByRole('dialog').getByRole('checkbox', { name: 'Select all' }).click();
    },
  },
  {
    name: 'edit deck with a card being edited and the add panel open',
    open: async (page, user) => {
      const id = await seededDeck(page, user);
      await openSignedIn(page, user, `/flashcards/${id}/edit`);
      await page.getByRole('button', { name: 'Edit Card #2' }).click();
      await page.getByRole('button', { name: 'Add Card' }).click();
      await expect(page.getByRole('form', { name: 'Add a flashcard' })).toBeVisible();
    },
  },
  {
    name: 'deck builder',
    open: async (page, user) => {
      await openSignedIn(page, user, '/flashcards/create');
      await page.getByRole('button', { name: 'Add New Card' }).click();
      await expect(page.getByRole('heading', { name: 'Card #2' })).toBeVisible();
    },
  },
  {
    name: 'add cards',
    open: async (page, user) => {
      const id = await seededDeck(page, user);
      await openSignedIn(page, user, `/flashcards/${id}/add`);
      await expect(page.getByText('to: Accessible deck')).toBeVisible();
    },
  },
  {
    name: 'study question',
    open: async (page, user) => {
      const id = await seededDeck(page, user);
      await openSignedIn(page, user, `/decks/${id}/study`);
      await expect(page.getByRole('button', { name: 'Show Answer' })).toBeVisible();
    },
  },
  {
    name: 'study answer',
    open: async (page, user) => {
      const id = await seededDeck(page, user);
      await openSignedIn(page, user, `/decks/${id}/study`);
      await page.getByRole('button', { name: 'Show Answer' }).click();
      await expect(page.getByRole('button', { name: /^Easy/ })).toBeVisible();
    },
  },
  {
    name: 'session complete',
    open: async (page, user) => {
      const id = await createDeck(page.request, user, { name: 'One card', cards: [{ front: 'Q', back: 'A' }] });
      await openSignedIn(page, user, `/decks/${id}/study`);
      await page.getByRole('button', { name: 'Show Answer' }).click();
      await page.getByRole('button', { name: /^Good/ }).click();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('heading', { name: 'Session Complete!' })).toBeVisible();
      await expect(page.getByRole('dialog')).toBeHidden();
    },
  },
  {
    name: 'no cards due',
    open: async (page, user) => {
      const id = await createDeck(page.request, user, { name: 'Nothing due' });
      await openSignedIn(page, user, `/decks/${id}/study`);
      await expect(page.getByRole('heading', { name: 'No Cards Due!' })).toBeVisible();
    },
  },
  {
    name: 'generation dialog (existing deck)',
    open: async (page, user) => {
      await seededDeck(page, user);
      const summaryId = await createSummary(page.request, user);
      await openSignedIn(page, user, `/summaries/${summaryId}`);
      await page.getByRole('button', { name: 'Create Flashcards' }).click();
      await page.getByRole('dialog').getByRole('radio', { name: 'Existing deck' }).click();
      await expect(page.getByText('Please select a deck')).toBeVisible();
    },
  },
];

for (const screen of screens) {
  test(`flashcards: ${screen.name} has no serious or critical axe violations in light and dark`, async ({
    page,
    user,
  }) => {
    await screen.open(page, user);
    await expectNoAxeViolations(page);
  });
}
