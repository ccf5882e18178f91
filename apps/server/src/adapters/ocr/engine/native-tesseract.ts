import { execFileSync } from 'node:child_process';

export interface NativeTesseractStatus {
  available: boolean;
  /** e.g. "tesseract 5.3.0" when available. */
  version?: string;
  /** Why it cannot be used, for the start-up error and log. */
  reason?: string;
}

/**
 * Whether Debian's `tesseract` binary is on PATH with the English model. Run once at start-up
 * (two short processes); a missing binary or model means the WebAssembly engine is used instead.
 */
export function detectNativeTesseract(command = 'tesseract'): NativeTesseractStatus {
  const run = (args: string[]) =>
    execFileSync(command, args, { encoding: 'utf8', timeout: 10_000, stdio: ['ignore', 'pipe', 'pipe'] });
  let version: string;
  try {
    version = run(['--version']).split('\n')[0]?.trim() ?? '';
  } catch {
    return { available: false, reason: `\`${command} --version\` failed: the tesseract binary is not on PATH` };
  }
  let langs: string;
  try {
    langs = run(['--list-langs']);
  } catch {
    return { available: false, version, reason: `\`${command} --list-langs\` failed` };
  }
  // The first line is a header ("List of available languages in …"); the rest are names.
  const names = langs
    .split('\n')
    .slice(1)
    .map((l) => l.trim());
  if (!names.includes('eng')) {
    return { available: false, version, reason: 'the English model is missing (install tesseract-ocr-eng)' };
  }
  return { available: true, version };
}
