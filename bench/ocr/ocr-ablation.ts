/**
 * Which preprocessing steps earn their place: character error rate (and CPU time) of each
 * variant on the three fixtures plus two synthetic photos made here from fixtures a and b
 * (tilted, unevenly lit, noisy, blurred, JPEG-compressed), so the choice is not tuned to one photo.
 *
 *   npx tsx ocr/ocr-ablation.ts          (from bench/; RUNS=3 for steadier times)
 *
 * Results are recorded in docs/ocr.md.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, PSM } from 'tesseract.js';
import { characterErrorRate } from '../../apps/server/src/adapters/ocr/cer.js';
import {
  DEFAULT_PREPROCESS_OPTIONS,
  preprocessImage,
  type PreprocessOptions,
} from '../../apps/server/src/adapters/ocr/image/preprocess.js';
import { englishLangPath } from '../../apps/server/src/adapters/ocr/engine/tesseract-ocr-engine.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../apps/server/test/fixtures/ocr-basic');
const RUNS = Math.max(1, Number(process.env.RUNS ?? 1));

interface Variant {
  name: string;
  /** Omitted: the upload goes to Tesseract untouched. */
  preprocess?: Partial<PreprocessOptions>;
  params?: Record<string, string>;
}

const VARIANTS: Variant[] = [
  { name: 'none (upload as is)' },
  { name: 'greyscale only', preprocess: { binarise: false, deskew: false } },
  { name: 'greyscale + deskew', preprocess: { binarise: false, deskew: true } },
  { name: 'Sauvola only', preprocess: { binarise: true, deskew: false } },
  { name: 'Sauvola + deskew (default)', preprocess: {} },
  {
    name: "deskew + Tesseract's own Sauvola",
    preprocess: { binarise: false, deskew: true },
    params: { thresholding_method: '2' },
  },
  { name: 'Sauvola k=0.34 + deskew', preprocess: { sauvolaK: 0.34 } },
  { name: 'Sauvola k=0.2 + deskew', preprocess: { sauvolaK: 0.2 } },
  { name: 'Sauvola window 31 + deskew', preprocess: { sauvolaWindow: 31 } },
  { name: 'Sauvola window 81 + deskew', preprocess: { sauvolaWindow: 81 } },
];

/** A phone-photo imitation: lighting falling off across the page, tilt, sensor noise, blur, JPEG 60. */
async function syntheticPhoto(source: Buffer, degrees: number, horizontalShadow: boolean): Promise<Buffer> {
  const { data, info } = await sharp(source)
    .flatten({ background: '#ffffff' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const lit = Buffer.alloc(data.length);
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const t = horizontalShadow ? x / info.width : y / info.height;
      const light = 1 - 0.45 * t;
      const noise = (random() + random() + random() - 1.5) * 18;
      const value = (data[y * info.width + x] ?? 255) * light + noise;
      lit[y * info.width + x] = Math.max(0, Math.min(255, Math.round(value)));
    }
  }
  return sharp(lit, { raw: { width: info.width, height: info.height, channels: 1 } })
    .rotate(degrees, { background: '#f4f4f4' })
    .blur(0.8)
    .jpeg({ quality: 60 })
    .toBuffer();
}

async function main(): Promise<void> {
  const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));
  const truth = (name: string) => readFileSync(path.join(FIXTURES, name.replace(/\.\w+$/, '.txt')), 'utf8');
  const images = [
    { name: 'a', image: fixture('a_cells_single.png'), truth: truth('a_cells_single.txt') },
    { name: 'b', image: fixture('b_industrial_twocol.png'), truth: truth('b_industrial_twocol.txt') },
    { name: 'c', image: fixture('c_rates_list_photo.jpg'), truth: truth('c_rates_list_photo.txt') },
    {
      name: 'a-photo',
      image: await syntheticPhoto(fixture('a_cells_single.png'), -3, false),
      truth: truth('a_cells_single.txt'),
    },
    {
      name: 'b-photo',
      image: await syntheticPhoto(fixture('b_industrial_twocol.png'), 4, true),
      truth: truth('b_industrial_twocol.txt'),
    },
  ];

  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: englishLangPath(),
    gzip: true,
    cacheMethod: 'none',
    errorHandler: () => undefined,
  });
  await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, debug_file: '/dev/null' });

  console.log(`| variant | ${images.map((i) => `${i.name} CER`).join(' | ')} | mean CPU ms |`);
  console.log(`| --- | ${images.map(() => '---').join(' | ')} | --- |`);
  try {
    for (const variant of VARIANTS) {
      const cers: string[] = [];
      const cpu: number[] = [];
      for (const { image, truth: expected } of images) {
        let text = '';
        for (let run = 0; run < RUNS; run++) {
          const before = process.cpuUsage();
          const input = variant.preprocess
            ? (await preprocessImage(image, { ...DEFAULT_PREPROCESS_OPTIONS, ...variant.preprocess })).image
            : image;
          const { data } = await worker.recognize(input, variant.params ?? {}, { text: true });
          const used = process.cpuUsage(before);
          cpu.push((used.user + used.system) / 1000);
          text = data.text;
        }
        cers.push(characterErrorRate(text, expected).toFixed(4));
      }
      const meanCpu = cpu.reduce((sum, value) => sum + value, 0) / cpu.length;
      console.log(`| ${variant.name} | ${cers.join(' | ')} | ${Math.round(meanCpu)} |`);
    }
  } finally {
    await worker.terminate();
  }
}

await main();
