import { Readable } from 'node:stream';
import { AnkiExportRequestSchema } from '@revisely/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authenticate } from '../../core/authenticate.js';
import type { UserQuota } from '../../core/user-quota.js';
import type { ExportService } from './export.service.js';

export interface ExportRoutesOptions {
  service: ExportService;
  authenticate: Authenticate;
  /** Exports build whole files; each user gets an hourly budget (429 past it). */
  quota: UserQuota;
  /** The user's stats as /api/user/stats reports them, included in the data export. */
  stats: (userId: string, timeZone: string) => Promise<unknown>;
  /** The user's saved preferences (GET /api/user/preferences), included in the data export. */
  preferences: (userId: string) => Promise<unknown>;
}

export const exportRoutes: FastifyPluginAsyncZod<ExportRoutesOptions> = async (
  app,
  { service, authenticate, quota, stats, preferences },
) => {
  app.post(
    '/api/flashcards/export/anki',
    { onRequest: [authenticate, quota], schema: { tags: ['export'], body: AnkiExportRequestSchema } },
    async (r, reply) => {
      const data = await service.anki(r.userId, r.body.deckIds, { parentDeck: r.body.parentDeck ?? false });
      const name = service.fileName('revisely-anki', 'apkg', r.timeZone);
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.get('/api/user/export', { onRequest: [authenticate, quota], schema: { tags: ['export'] } }, async (r, reply) => {
    const [userStats, userPreferences] = await Promise.all([stats(r.userId, r.timeZone), preferences(r.userId)]);
    // Streamed a page of cards or reviews at a time (ADR 0024).
    const pieces = await service.userData(r.userId, userStats, userPreferences);
    const name = service.fileName('revisely-export', 'json', r.timeZone);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(pieces));
  });
};
