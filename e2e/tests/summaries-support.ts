import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, type TestUser } from '../support/fixtures';

/** Helpers for the summaries-* specs. */

// The server tests' OCR fixtures, made by bench/ocr/dev-set/make-basic-fixtures.ts and committed.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const OCR_FIXTURES = path.resolve(repoRoot, 'apps/server/test/fixtures/ocr-basic');
export const TWO_COLUMN_IMAGE = path.join(OCR_FIXTURES, 'b_industrial_twocol.png');

export function fixtureBytes(file: string): Buffer {
  return readFileSync(file);
}

export function authHeaders(user: TestUser) {
  return { Authorization: `Bearer ${user.token}` };
}

export interface SeedSummary {
  subject?: string;
  topic?: string;
  qualification?: string;
  examBoard?: string | null;
  text?: string;
  photoBase64?: string;
}

export const PHOTOSYNTHESIS_NOTES = [
  'Photosynthesis is the process by which green plants make glucose from carbon dioxide and water using light energy.',
  'It takes place in the chloroplasts, which contain the green pigment chlorophyll.',
  'The rate of photosynthesis is limited by light intensity, carbon dioxide concentration and temperature.',
  'Oxygen is released as a by-product and glucose is used for respiration or stored as starch.',
].join('\n\n');

export async function createSummaryViaApi(
  request: APIRequestContext,
  user: TestUser,
  seed: SeedSummary = {},
): Promise<string> {
  const text = seed.text ?? PHOTOSYNTHESIS_NOTES;
  const response = await request.post('/api/summaries', {
    headers: authHeaders(user),
    data: {
      subject: seed.subject ?? 'Biology',
      qualification: seed.qualification ?? 'GCSE',
      topic: seed.topic ?? 'Photosynthesis',
      examBoard: seed.examBoard === undefined ? 'AQA' : seed.examBoard,
      originalOcrText: text,
      columnFixedText: text,
      userEditedText: text,
      photoUrl: seed.photoBase64 ?? '',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Sets a summary's points exactly, bypassing the summariser. */
export async function setSummaryPoints(
  request: APIRequestContext,
  user: TestUser,
  id: string,
  fields: { subject: string; topic: string; qualification: string; exam_board: string | null; summary: string[] },
): Promise<void> {
  const response = await request.put(`/api/summaries/${id}`, { headers: authHeaders(user), data: fields });
  expect(response.status(), await response.text()).toBe(200);
}

/** The app shows one toast at a time; this is the region that holds it. */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /Notifications/ });
}

export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const region = toasts(page);
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description !== undefined) await expect(region.getByText(description, { exact: true })).toBeVisible();
}

export async function chooseOption(page: Page, label: string | RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function expectWizardStep(page: Page, step: number, percent: number): Promise<void> {
  await expect(page.getByTestId('wizard-step')).toHaveText(`Step ${step} of 5`);
  await expect(page.getByTestId('wizard-progress')).toHaveText(`${percent}%`);
  await expect(page.getByRole('progressbar', { name: 'Summary progress' })).toHaveAttribute(
    'aria-valuenow',
    String(percent),
  );
}

export function browseInput(page: Page): Locator {
  return page.getByTestId('image-picker-browse-input');
}

/** Fills stage 1 and continues to the upload stage. */
export async function completeStudyDetails(
  page: Page,
  details: { subject: string; qualification: string; topic: string; examBoard?: string },
): Promise<void> {
  await page.getByRole('combobox', { name: 'Subject', exact: true }).fill(details.subject);
  await chooseOption(page, 'Qualification', details.qualification);
  await page.getByRole('textbox', { name: 'Topic', exact: true }).fill(details.topic);
  if (details.examBoard) await chooseOption(page, /Exam board/, details.examBoard);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Upload Your Notes' })).toBeVisible();
}

/** Holds a matching request until `release` is called, so a pending state can be observed. */
export async function holdRequests(page: Page, url: string | RegExp, method: string): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    await gate;
    await route.fallback();
  });
  return release;
}
