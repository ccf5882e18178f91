import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/config.js';
import type { CardGenerator } from './card-generator/card-generator.js';
import { BuiltinHighYield, type HighYieldSuggester, LlmToppedHighYield } from './card-generator/high-yield.js';
import { LlmCardGenerator } from './card-generator/llm-card-generator.js';
import type { Db } from '../db/database.js';
import { DatabaseFileStore } from './file-store/database-file-store.js';
import type { FileStore } from './file-store/file-store.js';
import { LocalFileStore } from './file-store/local-file-store.js';
import { S3FileStore } from './file-store/s3-file-store.js';
import { MetadataStrippingFileStore } from './file-store/stripping-file-store.js';
import { InProcessJobQueue } from './jobs/in-process-job-queue.js';
import type { JobQueue } from './jobs/job-queue.js';
import { PgBossJobQueue } from './jobs/pg-boss-job-queue.js';
import type { Mailer } from './mail/mailer.js';
import { OutboxMailer } from './mail/outbox-mailer.js';
import { SmtpMailer } from './mail/smtp-mailer.js';
import { systemHostResolver, type HostResolver } from './push/host-resolver.js';
import type { PushSender } from './push/push-sender.js';
import { loadVapidKeys } from './push/vapid-keys.js';
import { WebPushSender } from './push/web-push-sender.js';
import { NlpPool } from './nlp-pool/nlp-pool.js';
import { PooledCardGenerator } from './nlp-pool/pooled-card-generator.js';
import { PooledSummariser } from './nlp-pool/pooled-summariser.js';
import type { OcrEngine } from './ocr/ocr-engine.js';
import type { DocumentReader } from './documents/document-reader.js';
import { PooledDocumentReader } from './documents/pooled-document-reader.js';
import { createOcrEngine } from './ocr/engine/create-ocr-engine.js';
import { LlmVisionTranscriber, type VisionTranscriber } from './llm/vision-transcriber.js';
import { LlmSummariser } from './summariser/llm-summariser.js';
import type { Summariser } from './summariser/summariser.js';

/** Every outside capability, each behind a small interface with an offline default. */
export interface Adapters {
  mailer: Mailer;
  files: FileStore;
  ocr: OcrEngine;
  /** PDF, Word, PowerPoint and text uploads read on their own thread; scanned pages through `ocr` (ADR 0020). */
  documents: DocumentReader;
  summariser: Summariser;
  cardGenerator: CardGenerator;
  /** High-yield suggestions: mined from the user's material, topped up by the LLM when one is set. */
  highYield: HighYieldSuggester;
  /** Reads a photo with a vision model; only when LLM_BASE_URL and LLM_VISION_MODEL are both set. */
  visionTranscriber?: VisionTranscriber | undefined;
  /** Worker threads behind the built-in summariser and card generator; closed with the app. */
  nlpPool: NlpPool;
  /** Background jobs (mail with retries, the orphan sweep): pg-boss on PostgreSQL, in-process on SQLite. */
  jobs: JobQueue;
  /** Web push for study reminders; VAPID keys from env or generated once into the database (ADR 0012). */
  push: PushSender;
  /** Host names to addresses, for the push-endpoint checks (the system resolver; tests give a fake). */
  hostResolver: HostResolver;
}

/** The one place that picks an implementation for each capability from configuration. */
export function createAdapters(config: AppConfig, log: FastifyBaseLogger, db?: Db): Adapters {
  const mailer = config.mail.smtpUrl
    ? new SmtpMailer(config.mail.smtpUrl, config.mail.from)
    : new OutboxMailer(config.mail.outboxDir, config.mail.from, log, config.mail.logLinks);

  // Tests build many apps and few of them summarise: one thread each, started on first use.
  const testing = config.env === 'test';
  const nlpPool = new NlpPool({
    threads: config.nlp.workers ?? (testing ? 1 : undefined),
    queueLimit: config.nlp.queueLimit,
    jobTimeoutMs: config.nlp.jobTimeoutMs,
    eager: !testing,
  });
  const builtinSummariser = new PooledSummariser(nlpPool);
  const builtinCards = new PooledCardGenerator(nlpPool);
  const llm = config.llm;
  const summariser = llm
    ? new LlmSummariser({
        baseUrl: llm.baseUrl,
        apiKey: llm.apiKey,
        model: llm.model,
        fallback: builtinSummariser,
        prepareNotes: (text) => nlpPool.cleanNotes(text, 'summarise'),
        log,
      })
    : builtinSummariser;
  const cardGenerator = llm
    ? new LlmCardGenerator({
        baseUrl: llm.baseUrl,
        apiKey: llm.apiKey,
        model: llm.model,
        fallback: builtinCards,
        prepareNotes: (text) => nlpPool.cleanNotes(text, 'cards'),
        log,
      })
    : builtinCards;
  const minedHighYield = new BuiltinHighYield();
  const highYield = llm ? new LlmToppedHighYield(minedHighYield, cardGenerator) : minedHighYield;
  const visionTranscriber = llm?.visionModel
    ? new LlmVisionTranscriber({ baseUrl: llm.baseUrl, apiKey: llm.apiKey, model: llm.visionModel })
    : undefined;

  const ocr = createOcrEngine(config.ocr, log);

  return {
    mailer,
    files: new MetadataStrippingFileStore(createFileStore(config.files, db)),
    ocr,
    documents: new PooledDocumentReader({ ocr, eager: !testing }),
    summariser,
    cardGenerator,
    highYield,
    visionTranscriber,
    nlpPool,
    jobs: createJobQueue(config, log),
    push: new WebPushSender({
      subject: config.push.subject,
      keys: async () => {
        if (config.push.keys) return config.push.keys;
        if (!db) throw new Error('Web push needs VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY or the database');
        return loadVapidKeys(db, Date.now());
      },
    }),
    hostResolver: systemHostResolver,
  };
}

/** pg-boss shares jobs between every server on one PostgreSQL; SQLite has one server (ADR 0009). */
function createJobQueue(config: AppConfig, log: FastifyBaseLogger): JobQueue {
  if (config.database.kind === 'postgres') {
    return new PgBossJobQueue({
      connectionString: config.database.url,
      log,
      maxConnections: config.env === 'test' ? 2 : 4,
    });
  }
  return new InProcessJobQueue({ log });
}

function createFileStore(files: AppConfig['files'], db: Db | undefined): FileStore {
  if (files.kind === 'local') return new LocalFileStore(files.dir);
  if (files.kind === 's3') return new S3FileStore(files);
  if (!db) throw new Error('FILE_STORE=postgres needs the database passed to createAdapters');
  return new DatabaseFileStore(db);
}
