import { spawn } from 'node:child_process';

/**
 * Plain native Tesseract on an image, one thread (as the app and the bench run it: docs/ocr.md,
 * *Time*), English model; `args` after `-l eng` choose the mode and the output (e.g. `tsv`).
 * Resolves with stdout; rejects when the CLI fails.
 */
export function tesseractCli(image: Buffer, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('tesseract', ['stdin', 'stdout', '-l', 'eng', ...args], {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    const out: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(Buffer.concat(out).toString('utf8')) : reject(new Error(`tesseract ${code}`)),
    );
    child.stdin.end(image);
  });
}
