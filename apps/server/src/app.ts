import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Adapters } from './adapters/create-adapters.js';
import { QueuedMailer, registerMailWorker } from './adapters/mail/queued-mailer.js';
import type { AppConfig } from './config/config.js';
import { createAuthenticate, createDeferredAuthenticate } from './core/authenticate.js';
import { systemClock, type Clock } from './core/clock.js';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './core/error-handler.js';
import { registerNulCleaning } from './core/nul-characters.js';
import { RateLimitRepository } from './core/rate-limit.repository.js';
import { RateLimiter } from './core/rate-limiter.js';
import { securityHeaders } from './core/security-headers.js';
import { SessionTokens } from './core/session-tokens.js';
import { createUserQuotas, userQuota } from './core/user-quota.js';
import { UserStorage } from './core/user-storage.js';
import { fastifyTrustProxy } from './core/trust-proxy.js';
import { DatabaseStudyVersions, LocalStudyVersions } from './core/study-version.js';
import { UserSessions } from './core/user-sessions.js';
import type { Db } from './db/database.js';
import { GroupCommit, plainTransactions } from './db/group-commit.js';
import { AuthRepository } from './features/auth/auth.repository.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { AuthService } from './features/auth/auth.service.js';
import { LoginAttempts } from './features/auth/login-attempts.js';
import { argon2Hasher, type PasswordHasher } from './features/auth/password-hasher.js';
import { ResetMailLimit } from './features/auth/reset-mail-limit.js';
import { DecksRepository } from './features/decks/decks.repository.js';
import { decksRoutes } from './features/decks/decks.routes.js';
import { DecksService } from './features/decks/decks.service.js';
import { AnkiExportPool } from './features/export/anki-export-pool.js';
import { ExportRepository } from './features/export/export.repository.js';
import { exportRoutes } from './features/export/export.routes.js';
import { ExportService } from './features/export/export.service.js';
import { FeedbackRepository } from './features/feedback/feedback.repository.js';
import { feedbackRoutes } from './features/feedback/feedback.routes.js';
import { FeedbackService } from './features/feedback/feedback.service.js';
import { CardMediaRepository } from './features/card-media/card-media.repository.js';
import { cardMediaRoutes } from './features/card-media/card-media.routes.js';
import { CardMediaService } from './features/card-media/card-media.service.js';
import { FilesRepository } from './features/files/files.repository.js';
import { filesRoutes } from './features/files/files.routes.js';
import { FilesService } from './features/files/files.service.js';
import { registerOrphanSweep } from './features/files/orphan-sweep.js';
import { ImportLeaseRepository } from './features/import/import-leases.repository.js';
import { ImportReaderPool } from './features/import/import-reader-pool.js';
import { ImportRepository } from './features/import/import.repository.js';
import { importRoutes } from './features/import/import.routes.js';
import { ImportService } from './features/import/import.service.js';
import { healthRoutes } from './features/health/health.routes.js';
import { documentsRoutes } from './features/documents/documents.routes.js';
import { DocumentsService } from './features/documents/documents.service.js';
import { ocrRoutes } from './features/ocr/ocr.routes.js';
import { PreferencesRepository } from './features/preferences/preferences.repository.js';
import { preferencesRoutes } from './features/preferences/preferences.routes.js';
import { PreferencesService, summaryLengthOf } from './features/preferences/preferences.service.js';
import { PushEndpointPolicy } from './features/preferences/push-endpoint.js';
import { ReminderScheduler, registerReminderJob } from './features/preferences/reminder-scheduler.js';
import { UnsubscribeTokens } from './features/preferences/unsubscribe-token.js';
import { ProgressRepository } from './features/progress/progress.repository.js';
import { progressRoutes } from './features/progress/progress.routes.js';
import { PracticeRepository } from './features/practice/practice.repository.js';
import { practiceRoutes } from './features/practice/practice.routes.js';
import { PracticeService } from './features/practice/practice.service.js';
import { ProgressService } from './features/progress/progress.service.js';
import { examForecastRoutes } from './features/study/exam-forecast.routes.js';
import { ExamForecastService } from './features/study/exam-forecast.service.js';
import { ExamRepository } from './features/study/exam.repository.js';
import { ReviewService } from './features/study/review.service.js';
import { StudyRepository } from './features/study/study.repository.js';
import { studyRoutes } from './features/study/study.routes.js';
import { DAILY_NEW_CARDS_PER_DECK, StudyService } from './features/study/study.service.js';
import { SummariesRepository } from './features/summaries/summaries.repository.js';
import { summariesRoutes } from './features/summaries/summaries.routes.js';
import { SummariesService } from './features/summaries/summaries.service.js';

export interface AppDeps {
  config: AppConfig;
  db: Db;
  adapters: Adapters;
  clock?: Clock;
  hasher?: PasswordHasher;
  /** A pino instance (production), false (tests), or unset for the default options. */
  logger?: FastifyBaseLogger | false;
  /** Told of every route as it is registered (the route fuzz test enumerates the API with it). */
  onRoute?: (route: RouteOptions) => void;
}

export const JSON_BODY_LIMIT = 1024 * 1024;
/** Images and voice clips a student may add to cards per hour (a long building session fits). */
const CARD_MEDIA_UPLOADS_PER_HOUR = 300;

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/server/{src,dist}/ → apps/web/dist */
const defaultWebDist = path.resolve(here, '../../web/dist');

/** Keeps reset tokens out of request logs. */
const redactUrl = (url: string) =>
  url.replace(/(verify-reset-token\/)[^/?#]+/, '$1[redacted]').replace(/([?&]token=)[^&#]+/, '$1[redacted]');

export function defaultLogger(level: string) {
  return {
    level,
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      '*.password',
      '*.newPassword',
      '*.currentPassword',
      '*.token',
    ],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, adapters } = deps;
  const clock = deps.clock ?? systemClock;

  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: deps.logger ?? defaultLogger(config.logLevel) }),
    bodyLimit: JSON_BODY_LIMIT,
    // request.ip is the client only if the proxies in front are trusted (TRUST_PROXY); rate limits key on it.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerNulCleaning(app);

  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and the charts set inline style attributes; no inline scripts are allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Revisely API', version: '1.0.0', description: 'JSON API of the Revisely study app.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });

  // With SQLite this process is the database's only writer (ADR 0001), so per-user facts every
  // request needs can live in memory; a shared PostgreSQL may be written by other servers.
  const soleWriter = config.database.kind === 'sqlite';
  const tokens = new SessionTokens(config.jwtSecret, clock);
  const sessions = new UserSessions(db, soleWriter);
  const studyVersions = soleWriter ? new LocalStudyVersions() : new DatabaseStudyVersions(db);
  const authenticate = createAuthenticate(tokens, sessions);
  // Rate limits and the sign-in lockout count in the database, so all servers share them (ADR 0007).
  const limiter = new RateLimiter(new RateLimitRepository(db), clock);
  // Per-user hourly budgets on the expensive calls, in the same shared counters.
  const quotas = createUserQuotas(limiter, config.quotas);
  // Services only queue mail; the queue's worker sends it with the real mailer, retrying (ADR 0009).
  registerMailWorker(adapters.jobs, adapters.mailer);
  const mailer = new QueuedMailer(adapters.jobs);
  const authService = new AuthService({
    repo: new AuthRepository(db),
    hasher: deps.hasher ?? argon2Hasher,
    tokens,
    sessions,
    mailer,
    clock,
    attempts: new LoginAttempts(limiter),
    resetMails: new ResetMailLimit(limiter),
    appUrl: config.appUrl,
    log: app.log,
  });

  // Uploads are limited per route (15 MB photos, 5 MB feedback attachments).
  await app.register(multipart, { limits: { files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 } });

  // Storage per user (USER_STORAGE_LIMIT_BYTES, ADR 0024): files and card text, checked before storing.
  const storage = new UserStorage(db, config.userStorageLimitBytes);
  const files = new FilesService(new FilesRepository(db), adapters.files, clock, storage);
  const practiceRepo = new PracticeRepository(db);
  const progress = new ProgressService(new ProgressRepository(db), clock, practiceRepo);
  const summaries = new SummariesService({
    repo: new SummariesRepository(db),
    summariser: adapters.summariser,
    files,
    xp: progress,
    clock,
    // A request without a length gets the student's saved one (issue 27).
    lengths: { preferredLength: summaryLengthOf(new PreferencesRepository(db)) },
  });
  const cardMedia = new CardMediaService(new CardMediaRepository(db), files, clock);
  // Card media never attached to a card goes in the same hourly job, before the bytes sweep.
  const sweepOrphansAtStart = registerOrphanSweep(adapters.jobs, files, app.log, [cardMedia]);
  const decks = new DecksService({
    media: cardMedia,
    repo: new DecksRepository(db, studyVersions),
    generator: adapters.cardGenerator,
    highYield: adapters.highYield,
    summaries,
    xp: progress,
    clock,
    deckCardLimit: config.deckCardLimit,
    storage,
  });
  const examRepo = new ExamRepository(db);
  // A lone writer commits the reviews that queue for SQLite's one connection together (ADR 0018).
  const reviewTransaction = soleWriter ? new GroupCommit(db).run : plainTransactions(db);
  const study = new StudyService(new StudyRepository(db, studyVersions), clock, examRepo);
  // The study writes open their own transaction and award XP through `progress` with it.
  const reviews = new ReviewService({
    db,
    unitOfWork: reviewTransaction,
    versions: studyVersions,
    xp: progress,
    clock,
    exams: examRepo,
    dueQueue: study.dueCache,
  });
  const examForecast = new ExamForecastService(examRepo, clock, DAILY_NEW_CARDS_PER_DECK);
  // Learn, Test and Match results: capped practice XP and Match best times (issue 28, ADR 0022).
  const practice = new PracticeService(practiceRepo, progress, clock);
  // Preferences live on the server; reminders fire from a scheduled job (issue 14, ADR 0012).
  const preferencesRepo = new PreferencesRepository(db);
  const unsubscribeTokens = new UnsubscribeTokens(config.jwtSecret, clock);
  const pushEndpoints = new PushEndpointPolicy({
    resolve: adapters.hostResolver,
    allowInsecure: config.push.allowInsecureEndpoints,
  });
  const preferences = new PreferencesService({ repo: preferencesRepo, unsubscribeTokens, clock, pushEndpoints });
  const reminders = new ReminderScheduler({
    repo: preferencesRepo,
    due: {
      dueCount: async (userId, timeZone) => {
        const due = await study.due(userId, timeZone);
        return due.newCards + due.learningCards + due.reviewCards;
      },
    },
    mailer,
    push: adapters.push,
    pushEndpoints,
    tokens: unsubscribeTokens,
    clock,
    appUrl: config.appUrl,
    log: app.log,
  });
  registerReminderJob(adapters.jobs, reminders);
  app.decorate('reminders', reminders);
  // Anki packages are built on their own thread (ADR 0024); tests build many apps, so theirs starts on first use.
  const ankiExport = new AnkiExportPool({ eager: config.env !== 'test' });
  const exports = new ExportService(new ExportRepository(db), clock, files, ankiExport.build);
  // Import files are read on their own thread; tests build many apps, so theirs starts on first use.
  const importReader = new ImportReaderPool({ eager: config.env !== 'test' });
  const imports = new ImportService({
    repo: new ImportRepository(db, studyVersions),
    leases: new ImportLeaseRepository(db),
    files,
    media: cardMedia,
    clock,
    reader: importReader,
    deckCardLimit: config.deckCardLimit,
    storage,
  });
  const feedback = new FeedbackService({
    repo: new FeedbackRepository(db),
    files,
    mailer,
    clock,
    feedbackTo: config.mail.feedbackTo,
    log: app.log,
  });

  await app.register(healthRoutes, { db });
  await app.register(authRoutes, {
    service: authService,
    authenticate,
    limiter,
    authRateLimitPerHour: config.authRateLimitPerHour,
    loginRateLimitPer15Min: config.loginRateLimitPer15Min,
  });
  await app.register(filesRoutes, { service: files, authenticate, storage });
  await app.register(ocrRoutes, {
    engine: adapters.ocr,
    authenticate,
    quota: quotas.ocr,
    transcriber: adapters.visionTranscriber,
  });
  await app.register(summariesRoutes, { service: summaries, authenticate, quota: quotas.summaries });
  await app.register(decksRoutes, { service: decks, authenticate, quotas });
  await app.register(cardMediaRoutes, {
    service: cardMedia,
    authenticate,
    quota: userQuota(limiter, 'card-media', CARD_MEDIA_UPLOADS_PER_HOUR, 'card image and voice uploads'),
  });
  await app.register(studyRoutes, {
    service: study,
    reviews,
    authenticate,
    authenticateWithCard: createDeferredAuthenticate(tokens, sessions),
  });
  await app.register(practiceRoutes, { service: practice, authenticate });
  await app.register(examForecastRoutes, { service: examForecast, authenticate });
  await app.register(progressRoutes, { service: progress, authenticate });
  await app.register(exportRoutes, {
    service: exports,
    authenticate,
    quota: quotas.exports,
    stats: (userId, timeZone) => progress.userStats(userId, timeZone),
    preferences: (userId) => preferences.get(userId),
  });
  await app.register(preferencesRoutes, {
    service: preferences,
    push: adapters.push,
    authenticate,
    appUrl: config.appUrl,
  });
  await app.register(importRoutes, { service: imports, authenticate, quota: quotas.imports });
  // Documents have their own hourly bucket, as large as the photo-scan one (ADR 0020).
  await app.register(documentsRoutes, {
    service: new DocumentsService(adapters.documents),
    authenticate,
    quota: userQuota(limiter, 'documents', config.quotas.ocrPerHour, 'document uploads'),
  });
  await app.register(feedbackRoutes, { service: feedback, authenticate, quota: quotas.feedback });

  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const webDist = config.webDistDir ? path.resolve(config.webDistDir) : defaultWebDist;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    // The build writes .br and .gz copies of each asset (apps/web/scripts/compress-dist.mjs); sending
    // those by Accept-Encoding costs no CPU per request, unlike compressing on the fly.
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      maxAge: '1h',
      preCompressed: true,
    });
    // Hashed assets never change; index.html must always be revalidated.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      // The service worker names the version the app runs (ADR 0023): a cached copy would delay updates.
      else if (request.url.split('?')[0] === '/sw.js') reply.header('cache-control', 'no-cache');
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/') || pathname === '/api' || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send({ error: 'Not found' });
    }
    if (!hasWeb) return reply.status(404).send({ error: 'Web app not built. Run npm run build.' });
    // A missing hashed chunk (a tab from an older deploy) must fail as a 404, not receive the
    // HTML shell, which the browser would reject as a script or stylesheet.
    if (pathname.startsWith('/assets/')) return reply.status(404).send({ error: 'Not found' });
    // @fastify/static would stamp its own max-age on the shell; a stale index.html points at
    // hashed chunks a new deploy has removed, so the browser must revalidate it every time.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });

  // Jobs start once every worker and schedule is registered: queued mail, and the hourly sweep of
  // stored files no row records (a crash mid-upload or mid-delete, ADR 0008).
  app.addHook('onReady', async () => {
    await adapters.jobs.start();
    await sweepOrphansAtStart().catch((error: unknown) => app.log.warn({ err: error }, 'could not queue the sweep'));
  });
  app.addHook('onClose', async () => {
    await adapters.jobs.stop();
    await adapters.ocr.close();
    await adapters.documents.close();
    await adapters.nlpPool.close();
    await importReader.close();
    await ankiExport.close();
    adapters.mailer.close?.();
  });

  return app;
}
