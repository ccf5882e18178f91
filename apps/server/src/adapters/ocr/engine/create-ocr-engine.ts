import type { FastifyBaseLogger } from 'fastify';
import { ConfigError } from '../../../config/config.js';
import { detectNativeTesseract, type NativeTesseractStatus } from './native-tesseract.js';
import { NativeTesseractOcrEngine } from './native-tesseract-ocr-engine.js';
import type { OcrEngine } from '../ocr-engine.js';
import type { PageReading } from './page-reader.js';
import { TesseractOcrEngine } from './tesseract-ocr-engine.js';

export type OcrEngineChoice = 'auto' | 'native' | 'wasm';

export interface OcrEngineSettings {
  engine: OcrEngineChoice;
  workers: number | undefined;
  queueLimit: number;
  /** Told how each page was read: the photo-set bench. */
  onPageRead?: (reading: PageReading) => void;
}

let detected: NativeTesseractStatus | undefined;

/** The binary is looked for once per process: it does not appear or vanish while we run. */
function nativeStatus(): NativeTesseractStatus {
  detected ??= detectNativeTesseract();
  return detected;
}

/**
 * `native` runs Debian's tesseract binary (about twice as fast), `wasm` the bundled tesseract.js,
 * and `auto` the native one when the binary and its English model are installed, so a plain
 * `npm ci && npm start` still works with nothing else installed.
 */
export function createOcrEngine(
  settings: OcrEngineSettings,
  log?: FastifyBaseLogger,
  detect: () => NativeTesseractStatus = nativeStatus,
): OcrEngine {
  const pool = {
    ...(settings.workers === undefined ? {} : { workers: settings.workers }),
    queueLimit: settings.queueLimit,
    ...(settings.onPageRead ? { onPageRead: settings.onPageRead } : {}),
  };
  if (settings.engine === 'wasm') return new TesseractOcrEngine(pool);
  const native = detect();
  if (native.available) {
    log?.info({ engine: 'native', version: native.version }, 'OCR engine: native tesseract');
    return new NativeTesseractOcrEngine(pool);
  }
  if (settings.engine === 'native') {
    throw new ConfigError(
      `OCR_ENGINE=native, but ${native.reason ?? 'tesseract is not usable'}. ` +
        'Install it (apt-get install tesseract-ocr tesseract-ocr-eng) or set OCR_ENGINE=auto.',
    );
  }
  log?.info({ engine: 'wasm', reason: native.reason }, 'OCR engine: tesseract.js (native tesseract not found)');
  return new TesseractOcrEngine(pool);
}
