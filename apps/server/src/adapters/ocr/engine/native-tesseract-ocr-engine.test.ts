import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config/config.js';
import { rejectionOf } from '../../../../test/rejections.js';
import { createOcrEngine } from './create-ocr-engine.js';
import { OCR_BUSY_MESSAGE } from './job-slots.js';
import { detectNativeTesseract } from './native-tesseract.js';
import { NativeTesseractOcrEngine } from './native-tesseract-ocr-engine.js';
import { TesseractOcrEngine } from './tesseract-ocr-engine.js';

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let dir: string;
/** A stand-in for tesseract that records its pid and then hangs, as a stuck process would. */
let hanging: string;
let failing: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'native-ocr-test-'));
  hanging = path.join(dir, 'hanging-tesseract');
  writeFileSync(hanging, `#!/bin/sh\necho $$ >> "${dir}/pids"\nexec sleep 30\n`);
  chmodSync(hanging, 0o755);
  failing = path.join(dir, 'failing-tesseract');
  writeFileSync(failing, '#!/bin/sh\ncat > /dev/null\necho "Error: no image" >&2\nexit 1\n');
  chmodSync(failing, 0o755);
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const pids = () => readFileSync(path.join(dir, 'pids'), 'utf8').split('\n').filter(Boolean).map(Number);

describe('NativeTesseractOcrEngine process handling', () => {
  it('kills a process that outlives the timeout and answers 503', async () => {
    const engine = new NativeTesseractOcrEngine({ workers: 1, command: hanging, timeoutMs: 300 });
    const error = await rejectionOf(engine.extract(TINY_PNG));
    expect(error.statusCode).toBe(503);
    expect(error.message).toMatch(/took too long/);
    const [pid] = pids();
    expect(pid).toBeGreaterThan(0);
    await expect.poll(() => isAlive(pid ?? 0), { timeout: 2000 }).toBe(false);
    await engine.close();
  });

  it('kills an extra reading past its time budget and answers with the reading it has', async () => {
    // The first reading finds nothing (doubtful, so the plain upload is read too); every later one hangs.
    const firstEmpty = path.join(dir, 'first-empty-tesseract');
    writeFileSync(
      firstEmpty,
      `#!/bin/sh\nif [ -e "${dir}/read-once" ]; then echo $$ >> "${dir}/pids"; exec sleep 30; fi\n` +
        `touch "${dir}/read-once"\ncat > /dev/null\nprintf 'level\\tpage_num\\tblock_num\\tpar_num\\tline_num\\tword_num\\tleft\\ttop\\twidth\\theight\\tconf\\ttext\\n'\n`,
    );
    chmodSync(firstEmpty, 0o755);
    rmSync(path.join(dir, 'pids'), { force: true });
    const passes: string[] = [];
    const engine = new NativeTesseractOcrEngine({
      workers: 1,
      command: firstEmpty,
      timeoutMs: 20_000,
      readingBudget: { factor: 2, floorMs: 300 },
      onPageRead: (reading) => passes.push(`${reading.pass}/${reading.abandoned ?? '-'}`),
    });
    const result = await engine.extract(TINY_PNG);
    expect(result.extractedText).toBe('');
    expect(result.confidence).toBe(0);
    expect(passes).toEqual(['cleaned/plain']);
    const [pid] = pids();
    await expect.poll(() => isAlive(pid ?? 0), { timeout: 2000 }).toBe(false);
    await engine.close();
  });

  it('runs at most `workers` processes, queues up to the limit and answers 503 beyond it', async () => {
    const engine = new NativeTesseractOcrEngine({ workers: 1, queueLimit: 1, command: hanging, timeoutMs: 20_000 });
    rmSync(path.join(dir, 'pids'), { force: true });
    const running = rejectionOf(engine.extract(TINY_PNG));
    const queued = rejectionOf(engine.extract(TINY_PNG));
    const overflow = await rejectionOf(engine.extract(TINY_PNG));
    expect(overflow.statusCode).toBe(503);
    expect(overflow.message).toBe(OCR_BUSY_MESSAGE);
    await expect.poll(() => pids().length, { timeout: 5000 }).toBe(1);
    // Closing stops the running process and turns the waiting extraction away.
    await engine.close();
    expect((await running).statusCode).toBe(503);
    expect((await queued).statusCode).toBe(503);
    expect(pids()).toHaveLength(1);
    await expect.poll(() => isAlive(pids()[0] ?? 0), { timeout: 2000 }).toBe(false);
    expect((await rejectionOf(engine.extract(TINY_PNG))).statusCode).toBe(503);
  });

  it('reports a failing binary with its exit code, not a hang', async () => {
    const engine = new NativeTesseractOcrEngine({ workers: 1, command: failing });
    await expect(engine.extract(TINY_PNG)).rejects.toThrow(/exited with 1: Error: no image/);
    await engine.close();
  });

  it('answers 422 for an image its decoder cannot read and stops the tesseract it started early', async () => {
    const engine = new NativeTesseractOcrEngine({ workers: 1, command: hanging });
    rmSync(path.join(dir, 'pids'), { force: true });
    const corrupt = Buffer.concat([TINY_PNG.subarray(0, 8), Buffer.alloc(200, 7)]);
    expect((await rejectionOf(engine.extract(corrupt))).statusCode).toBe(422);
    // The process was killed (SIGKILL) whether or not its shell had recorded its pid yet.
    const recorded = () => {
      try {
        return pids();
      } catch {
        return [];
      }
    };
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect.poll(() => recorded().filter(isAlive).length, { timeout: 2000 }).toBe(0);
    await engine.close();
  });
});

describe('choosing the OCR engine', () => {
  const missing = () => ({ available: false, reason: 'the tesseract binary is not on PATH' });
  const present = () => ({ available: true, version: 'tesseract 5.3.0' });
  const settings = { workers: 1, queueLimit: 4 };

  it('uses native tesseract under auto when it is installed, tesseract.js otherwise', async () => {
    const native = createOcrEngine({ ...settings, engine: 'auto' }, undefined, present);
    const wasm = createOcrEngine({ ...settings, engine: 'auto' }, undefined, missing);
    expect(native).toBeInstanceOf(NativeTesseractOcrEngine);
    expect(wasm).toBeInstanceOf(TesseractOcrEngine);
    await Promise.all([native.close(), wasm.close()]);
  });

  it('uses tesseract.js under wasm even when the binary is there', async () => {
    const engine = createOcrEngine({ ...settings, engine: 'wasm' }, undefined, present);
    expect(engine).toBeInstanceOf(TesseractOcrEngine);
    await engine.close();
  });

  it('refuses to start with OCR_ENGINE=native and no binary, saying why and what to do', () => {
    expect(() => createOcrEngine({ ...settings, engine: 'native' }, undefined, missing)).toThrow(ConfigError);
    expect(() => createOcrEngine({ ...settings, engine: 'native' }, undefined, missing)).toThrow(
      /OCR_ENGINE=native, but the tesseract binary is not on PATH\. Install it/,
    );
  });

  it('reads OCR_ENGINE from the environment, defaulting to auto and refusing anything else', () => {
    const env = { DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(env).ocr.engine).toBe('auto');
    expect(loadConfig({ ...env, OCR_ENGINE: 'native' }).ocr.engine).toBe('native');
    expect(() => loadConfig({ ...env, OCR_ENGINE: 'gpu' })).toThrow(/OCR_ENGINE/);
  });

  it('detects the installed binary with its English model, and a missing one', () => {
    const installed = detectNativeTesseract();
    expect(installed).toMatchObject({ available: true, version: expect.stringMatching(/^tesseract 5\./) });
    expect(detectNativeTesseract(path.join(dir, 'no-such-binary'))).toMatchObject({
      available: false,
      reason: expect.stringMatching(/not on PATH/),
    });
  });
});
