import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openSignedIn, type TestUser } from '../support/fixtures';

/** Helpers shared by the flashcards-* and study-* specs: set up data through the real API. */

export interface SeedCard {
  front: string;
  back: string;
  explanation?: string;
}

export interface SeedDeck {
  name: string;
  subject?: string;
  topic?: string;
  qualification?: string;
  examBoard?: string;
  cards?: SeedCard[];
}

export function auth(user: TestUser) {
  return { Authorization: `Bearer ${user.token}` };
}

export async function createDeck(request: APIRequestContext, user: TestUser, deck: SeedDeck): Promise<string> {
  const response = await request.post('/api/flashcards/decks', {
    headers: auth(user),
    data: {
      name: deck.name,
      subject: deck.subject ?? 'Biology',
      topic: deck.topic ?? 'Cells',
      qualification: deck.qualification ?? 'A-Level',
      examBoard: deck.examBoard ?? 'AQA',
      userPlan: 'free',
      cards: (deck.cards ?? []).map((c) => ({ front: c.front, back: c.back, explanation: c.explanation ?? null })),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export interface ApiCard {
  id: string;
  front_text: string;
  back_text: string;
  explanation: string | null;
}

export async function deckCards(request: APIRequestContext, user: TestUser, deckId: string): Promise<ApiCard[]> {
  const response = await request.get(`/api/flashcards/decks/${deckId}/cards`, { headers: auth(user) });
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiCard[];
}

export interface ApiDeck {
  id: string;
  name: string;
  subject: string | null;
  exam_board: string | null;
  total_cards: number;
  due_cards: number;
}

export async function listDecks(request: APIRequestContext, user: TestUser): Promise<ApiDeck[]> {
  const response = await request.get('/api/flashcards/decks', { headers: auth(user) });
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiDeck[];
}

export const CELL_NOTES = [
  'The mitochondria is the site of aerobic respiration in eukaryotic cells.',
  'The nucleus contains the genetic material of the cell and controls its activities.',
  'Ribosomes are the site of protein synthesis.',
  'The cell membrane is a partially permeable barrier that controls what enters and leaves the cell.',
  'Chloroplasts are organelles that absorb light energy for photosynthesis.',
  'Osmosis is the diffusion of water molecules across a partially permeable membrane from a dilute solution to a concentrated solution.',
  'Diffusion means the net movement of particles from an area of higher concentration to an area of lower concentration.',
  'Active transport is the movement of substances against a concentration gradient using energy from respiration.',
  'Enzymes are biological catalysts that speed up chemical reactions without being used up.',
  'The cell wall is made of cellulose and strengthens plant cells.',
  'Prokaryotic cells are cells that do not have a nucleus; their DNA is found in a single loop in the cytoplasm.',
  'Mitosis is the cell division that produces two genetically identical daughter cells.',
].join('\n\n');

export async function createSummary(
  request: APIRequestContext,
  user: TestUser,
  details: { subject?: string; topic?: string; qualification?: string; examBoard?: string | null; text?: string } = {},
): Promise<string> {
  const text = details.text ?? CELL_NOTES;
  const response = await request.post('/api/summaries', {
    headers: auth(user),
    data: {
      subject: details.subject ?? 'Biology',
      qualification: details.qualification ?? 'A-Level',
      topic: details.topic ?? 'Cell Biology',
      examBoard: details.examBoard === undefined ? 'AQA' : details.examBoard,
      originalOcrText: text,
      columnFixedText: text,
      userEditedText: text,
      photoUrl: '',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/**
 * The app shows one toast at a time, in this region. While a modal dialog is open Radix hides the
 * rest of the page from assistive technology (the toast is announced through Radix's own live
 * region instead), hence includeHidden.
 */
export function toastRegion(page: Page) {
  return page.getByRole('region', { name: /Notifications/, includeHidden: true });
}

/** Picks `option` in the Radix Select labelled `label`. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Opens the deck builder signed in, names the deck and picks its subject, and fills the first card's
 * sides when given; returns that card.
 */
export async function startBuilderDeck(
  page: Page,
  user: TestUser,
  { title, subject, front, back }: { title: string; subject: string; front?: string; back?: string },
) {
  await openSignedIn(page, user, '/flashcards/create');
  await page.getByLabel('Deck Title').fill(title);
  await chooseOption(page, 'Subject', subject);
  const card = page.getByTestId('builder-card').first();
  if (front !== undefined) await card.getByLabel('Front (Question)').fill(front);
  if (back !== undefined) await card.getByLabel('Back (Answer)').fill(back);
  return card;
}

/** Closes the celebration pop-up (it closes on its own after 5 s, too). */
export async function closeCelebration(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}
