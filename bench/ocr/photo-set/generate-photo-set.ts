/**
 * Generates the OCR photo set: 39 pages of revision notes (page-texts*.ts), each photographed three
 * times by the simulator (photograph.ts), 117 JPEG photos in all, plus one flat render per page.
 * Deterministic: SEED (default 7) fixes every random choice.
 *
 *   npx tsx ocr/photo-set/generate-photo-set.ts           (from bench/; writes ocr/photo-set/out/, git-ignored)
 *   OUT=/dir  SEED=7  ONLY=macbeth                         (ONLY: pages whose name contains it)
 *
 * Split, by page so a page's photos never straddle it: page i (0-based, in the order of
 * allPageTexts()) is held out when i % 3 === 2, i.e. every third page, 13 of 39. Tune only on
 * out/dev/; report out/held-out/ alongside, never tune on it.
 *
 * Each split folder holds the photos (`<page>-<n>.jpg`), flat renders (`<page>-flat.png`), a
 * same-stem `.txt` truth for each, and `manifest.json` (file, page, layout, paper, split, capture
 * and, for photos, every photo parameter with the page fill and text size measured in the photo).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Layout, Paper } from './page-texts.js';
import { allPageTexts, renderPage } from './pages.js';
import { seededRandom } from '../dev-set/dev-set-photo.js';
import { MIN_FILL, photograph, randomPhotoParams, type Photo, type PhotoParams } from './photograph.js';

export type Split = 'dev' | 'held-out';

export interface ManifestEntry {
  file: string;
  page: string;
  subject: string;
  layout: Layout;
  paper: Paper;
  highlighter: boolean;
  split: Split;
  capture: 'photo' | 'flat';
  /** Why a photo's parameters were set by hand (a case from the issue), when they were. */
  scenario?: string;
  photo?: PhotoParams & { fill: number; cropped: boolean; pageVisible: number; bodyTextPx: number };
}

export const PHOTOS_PER_PAGE = 3;
export const splitOf = (pageIndex: number): Split => (pageIndex % 3 === 2 ? 'held-out' : 'dev');

const OUT = path.resolve(process.env.OUT ?? path.join(import.meta.dirname, 'out'));
const SEED = Number(process.env.SEED ?? 7);

const portrait12 = { width: 3000, height: 4000, megapixels: 12, orientation: 'portrait' } as const;

/** Photos set by hand so the set holds the cases the issue reports; the rest are random. */
const SCENARIOS: Record<string, { why: string; params: Partial<PhotoParams> }> = {
  'macbeth-ambition-1': {
    why: 'typed notes at a slight angle under uneven light (line starts were cut off)',
    params: { rotationDegrees: 4, tiltDegrees: 12, yawDegrees: 5, gradientFloor: 0.55, shadowDepth: 0.35 },
  },
  'cold-war-timeline-1': {
    why: 'a clear photo of a ruled table (read as 0 words)',
    params: {
      ...portrait12,
      targetFill: 0.8,
      rotationDegrees: 1.5,
      tiltDegrees: 4,
      yawDegrees: 0,
      gradientFloor: 0.92,
      shadowDepth: 0,
      vignette: 0.1,
      exposure: 1,
      blurSigma: 0.6,
      noise: 2,
      quality: 88,
      thumb: null,
    },
  },
  'memory-models-1': {
    why: 'a list page (read at 64% of words)',
    params: { rotationDegrees: -3, tiltDegrees: 8, exposure: 1, shadowDepth: 0, thumb: null },
  },
  'forces-motion-1': {
    why: 'symbols: "distance ÷ time", "m/s²" (read as "+" and "?")',
    params: { ...portrait12, targetFill: 0.75, rotationDegrees: 2, tiltDegrees: 6, blurSigma: 0.8, quality: 80 },
  },
  'circuits-1': {
    why: 'symbols on a clear photo: × ÷ ± µ → ²',
    params: { rotationDegrees: -2, tiltDegrees: 5, blurSigma: 0.7, exposure: 1, shadowDepth: 0 },
  },
};

async function main(): Promise<void> {
  const only = process.env.ONLY ?? '';
  if (!only) rmSync(OUT, { recursive: true, force: true });
  const manifests: Record<Split, ManifestEntry[]> = { dev: [], 'held-out': [] };
  for (const [index, text] of allPageTexts().entries()) {
    if (!text.name.includes(only)) continue;
    const page = renderPage(text);
    const split = splitOf(index);
    const dir = path.join(OUT, split);
    mkdirSync(dir, { recursive: true });
    const base = {
      page: text.name,
      subject: text.subject,
      layout: text.layout,
      paper: text.paper,
      highlighter: (text.highlight ?? []).length > 0,
      split,
    };
    const write = (file: string, bytes: Buffer, entry: Omit<ManifestEntry, 'file' | keyof typeof base>) => {
      writeFileSync(path.join(dir, file), bytes);
      writeFileSync(path.join(dir, file.replace(/\.\w+$/, '.txt')), `${page.truth}\n`);
      manifests[split].push({ file, ...base, ...entry });
    };
    write(`${text.name}-flat.png`, await sharp(Buffer.from(page.svg)).removeAlpha().png().toBuffer(), {
      capture: 'flat',
    });
    for (let n = 1; n <= PHOTOS_PER_PAGE; n++) {
      const stem = `${text.name}-${n}`;
      const scenario = SCENARIOS[stem];
      // Drawn again (next seeds) until the page fills at least MIN_FILL of the frame with its text inside.
      let params: PhotoParams | undefined;
      let photo: Photo | null = null;
      for (let draw = 0; !photo; draw++) {
        if (draw === 50) throw new Error(`${stem}: no photo fills ${MIN_FILL} of the frame`);
        const salt = draw * 1_000_003;
        params = randomPhotoParams(seededRandom(SEED * 100_003 + index * 17 + n + salt), scenario?.params);
        photo = await photograph(page, params, seededRandom(SEED * 7_919 + index * 31 + n + salt));
      }
      if (!params) throw new Error('unreachable');
      write(`${stem}.jpg`, photo.jpeg, {
        capture: 'photo',
        ...(scenario ? { scenario: scenario.why } : {}),
        photo: {
          ...params,
          fill: Math.round(photo.fill * 1000) / 1000,
          cropped: photo.cropped,
          pageVisible: Math.round(photo.visible * 1000) / 1000,
          bodyTextPx: Math.round(photo.scale * 10) / 10,
        },
      });
      console.log(
        `${split.padEnd(8)} ${stem.padEnd(26)} ${params.width}x${params.height} fill ${photo.fill.toFixed(2)} ` +
          `text ${photo.scale.toFixed(0)} px ${params.background}${params.otherSheet ? '+sheet' : ''}` +
          `${params.thumb ? `+thumb(${params.thumb})` : ''} q${params.quality}`,
      );
    }
  }
  for (const split of ['dev', 'held-out'] as const) {
    if (manifests[split].length === 0) continue;
    writeFileSync(path.join(OUT, split, 'manifest.json'), `${JSON.stringify(manifests[split], null, 2)}\n`);
  }
  const photos = [...manifests.dev, ...manifests['held-out']].filter((m) => m.capture === 'photo');
  console.log(`${photos.length} photos (dev ${manifests.dev.filter((m) => m.capture === 'photo').length}) in ${OUT}`);
}

await main();
