/**
 * OCR benchmark: our engine against Debian's native Tesseract on the shared fixtures.
 *
 *   npm run bench:ocr -w @revisely/bench            (RUNS=7 for more samples)
 *
 * For each fixture: median wall time over RUNS warm runs and the character error rate of our
 * TesseractOcrEngine (one worker, preprocessing included), and, when /usr/bin/tesseract exists,
 * the same for `OMP_THREAD_LIMIT=1 tesseract IMG -` (process start and model load included, as a
 * user of the CLI would pay), with the time ratio against the targets from issue 4: CER no worse
 * than native, median time within 1.5x native. Runs are interleaved so load from other processes
 * hits both sides alike; CPU time is printed too because wall time on a shared machine is noisy.
 *
 * Two extra native columns explain the gap rather than judge it: native Tesseract with the very
 * model we ship (Debian's default is the smaller "fast" model), and native Tesseract fed our
 * preprocessed image (the same work we do, for fixtures where plain native reads little).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { characterErrorRate } from '../../apps/server/src/adapters/ocr/cer.js';
import { preprocessImage } from '../../apps/server/src/adapters/ocr/preprocess.js';
import { englishLangPath, TesseractOcrEngine } from '../../apps/server/src/adapters/ocr/tesseract-ocr-engine.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../../shared/fixtures/ocr');
const NATIVE = '/usr/bin/tesseract';
const RUNS = Math.max(1, Number(process.env.RUNS ?? 5));
const TIME_TARGET = 1.5;

interface Sample {
  wallMs: number;
  cpuMs: number;
  text: string;
}

interface Contender {
  name: string;
  run: (fixture: string) => Promise<Sample>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** CPU time of reaped children, from /proc (Linux); NaN elsewhere. Clock ticks are 1/100 s. */
function childCpuMs(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields after the command name start at field 3; cutime and cstime are fields 16 and 17.
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return Number.NaN;
  }
}

function runNative(image: string, extraArgs: string[] = []): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const cpuBefore = childCpuMs();
    const start = performance.now();
    const child = spawn(NATIVE, [image, '-', ...extraArgs], {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const wallMs = performance.now() - start;
      if (code !== 0) {
        reject(new Error(`tesseract exited with ${code}`));
        return;
      }
      resolve({ wallMs, cpuMs: childCpuMs() - cpuBefore, text: Buffer.concat(chunks).toString('utf8') });
    });
  });
}

async function main(): Promise<void> {
  const fixtures = ['a_cells_single.png', 'b_industrial_twocol.png', 'c_rates_list_photo.jpg'];
  for (const name of fixtures) {
    if (!existsSync(path.join(FIXTURES, name))) throw new Error(`missing fixture ${path.join(FIXTURES, name)}`);
  }
  const truth = (name: string) => readFileSync(path.join(FIXTURES, name.replace(/\.\w+$/, '.txt')), 'utf8');

  // One worker: the native CLI is held to one thread too, so both sides get one core.
  const engine = new TesseractOcrEngine({ workers: 1 });
  const ours: Contender = {
    name: 'ours',
    run: async (name) => {
      const image = readFileSync(path.join(FIXTURES, name));
      const cpu = process.cpuUsage();
      const start = performance.now();
      const result = await engine.extract(image);
      const wallMs = performance.now() - start;
      const used = process.cpuUsage(cpu);
      return { wallMs, cpuMs: (used.user + used.system) / 1000, text: result.extractedText };
    },
  };

  const contenders: Contender[] = [ours];
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'ocr-bench-'));
  const hasNative = existsSync(NATIVE);
  if (hasNative) {
    contenders.push({ name: 'native', run: (name) => runNative(path.join(FIXTURES, name)) });

    // Native with the model we ship, unzipped once into a scratch tessdata folder.
    const tessdata = path.join(scratch, 'tessdata');
    mkdirSync(tessdata);
    writeFileSync(
      path.join(tessdata, 'eng.traineddata'),
      gunzipSync(readFileSync(path.join(englishLangPath(), 'eng.traineddata.gz'))),
    );
    contenders.push({
      name: 'native, our model',
      run: (name) => runNative(path.join(FIXTURES, name), ['--tessdata-dir', tessdata]),
    });

    // Native on our preprocessed image (prepared once; the preprocessing time is not counted).
    const prepared = new Map<string, string>();
    for (const name of fixtures) {
      const file = path.join(scratch, `${path.parse(name).name}.pgm`);
      writeFileSync(file, (await preprocessImage(readFileSync(path.join(FIXTURES, name)))).image);
      prepared.set(name, file);
    }
    contenders.push({
      name: 'native, our preprocessing',
      run: (name) => runNative(prepared.get(name) ?? ''),
    });
  } else {
    console.log(`${NATIVE} not found: reporting our engine only.\n`);
  }

  const samples = new Map<string, Sample[]>();
  const key = (contender: string, fixture: string) => `${contender}|${fixture}`;
  try {
    // Warm-up: starts our worker and fills the OS file cache for the CLI's model.
    for (const name of fixtures) for (const contender of contenders) await contender.run(name);
    for (let round = 0; round < RUNS; round++) {
      for (const name of fixtures) {
        // Alternate who goes first so drift in machine load does not favour one side.
        const order = round % 2 === 0 ? contenders : [...contenders].reverse();
        for (const contender of order) {
          const sample = await contender.run(name);
          const list = samples.get(key(contender.name, name)) ?? [];
          list.push(sample);
          samples.set(key(contender.name, name), list);
        }
      }
    }
  } finally {
    await engine.close();
    rmSync(scratch, { recursive: true, force: true });
  }

  const stats = (contender: string, fixture: string) => {
    const list = samples.get(key(contender, fixture)) ?? [];
    const last = list.at(-1);
    return {
      wall: median(list.map((s) => s.wallMs)),
      cpu: median(list.map((s) => s.cpuMs)),
      cer: last ? characterErrorRate(last.text, truth(fixture)) : Number.NaN,
    };
  };
  const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : `${Math.round(value)}`);

  console.log(
    `OCR bench: ${RUNS} warm runs per fixture, median times in ms, ${os.cpus().length} CPUs, load ${os.loadavg()[0]?.toFixed(2)}\n`,
  );
  if (hasNative) {
    console.log(
      '| fixture | ours ms (cpu) | ours CER | native ms (cpu) | native CER | time ratio | CER ≤ native | time ≤ 1.5x |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const name of fixtures) {
      const a = stats('ours', name);
      const n = stats('native', name);
      const ratio = a.wall / n.wall;
      console.log(
        `| ${name} | ${ms(a.wall)} (${ms(a.cpu)}) | ${a.cer.toFixed(4)} | ${ms(n.wall)} (${ms(n.cpu)}) | ${n.cer.toFixed(4)} | ${ratio.toFixed(2)}x | ${a.cer <= n.cer ? 'yes' : 'NO'} | ${ratio <= TIME_TARGET ? 'yes' : 'NO'} |`,
      );
    }
    console.log('\nContext (native CLI variants):\n');
    console.log(
      '| fixture | native, our model ms (cpu) | CER | ours / it | native, our preprocessing ms (cpu) | CER | ours / it |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const name of fixtures) {
      const a = stats('ours', name);
      const m = stats('native, our model', name);
      const p = stats('native, our preprocessing', name);
      console.log(
        `| ${name} | ${ms(m.wall)} (${ms(m.cpu)}) | ${m.cer.toFixed(4)} | ${(a.wall / m.wall).toFixed(2)}x | ${ms(p.wall)} (${ms(p.cpu)}) | ${p.cer.toFixed(4)} | ${(a.wall / p.wall).toFixed(2)}x |`,
      );
    }
  } else {
    console.log('| fixture | ours ms (cpu) | ours CER |');
    console.log('| --- | --- | --- |');
    for (const name of fixtures) {
      const a = stats('ours', name);
      console.log(`| ${name} | ${ms(a.wall)} (${ms(a.cpu)}) | ${a.cer.toFixed(4)} |`);
    }
  }
}

await main();
