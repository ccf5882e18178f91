import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/config.js';
import { BuiltinCardGenerator } from './card-generator/builtin-card-generator.js';
import type { CardGenerator } from './card-generator/card-generator.js';
import { LlmCardGenerator } from './card-generator/llm-card-generator.js';
import type { FileStore } from './file-store/file-store.js';
import { LocalFileStore } from './file-store/local-file-store.js';
import type { Mailer } from './mail/mailer.js';
import { OutboxMailer } from './mail/outbox-mailer.js';
import { SmtpMailer } from './mail/smtp-mailer.js';
import type { OcrEngine } from './ocr/ocr-engine.js';
import { TesseractOcrEngine } from './ocr/tesseract-ocr-engine.js';
import { BuiltinSummariser } from './summariser/builtin-summariser.js';
import { LlmSummariser } from './summariser/llm-summariser.js';
import type { Summariser } from './summariser/summariser.js';

/** Every outside capability, each behind a small interface with an offline default. */
export interface Adapters {
  mailer: Mailer;
  files: FileStore;
  ocr: OcrEngine;
  summariser: Summariser;
  cardGenerator: CardGenerator;
}

/** The one place that picks an implementation for each capability from configuration. */
export function createAdapters(config: AppConfig, log: FastifyBaseLogger): Adapters {
  const mailer = config.mail.smtpUrl
    ? new SmtpMailer(config.mail.smtpUrl, config.mail.from)
    : new OutboxMailer(config.mail.outboxDir, config.mail.from, log);

  const builtinSummariser = new BuiltinSummariser();
  const builtinCards = new BuiltinCardGenerator();
  const llm = config.llm;
  const summariser = llm
    ? new LlmSummariser({
        baseUrl: llm.baseUrl,
        apiKey: llm.apiKey,
        model: llm.model,
        fallback: builtinSummariser,
        log,
      })
    : builtinSummariser;
  const cardGenerator = llm
    ? new LlmCardGenerator({ baseUrl: llm.baseUrl, apiKey: llm.apiKey, model: llm.model, fallback: builtinCards, log })
    : builtinCards;

  return {
    mailer,
    files: new LocalFileStore(config.uploadsDir),
    ocr: new TesseractOcrEngine({
      ...(config.ocr.workers === undefined ? {} : { workers: config.ocr.workers }),
      queueLimit: config.ocr.queueLimit,
    }),
    summariser,
    cardGenerator,
  };
}
