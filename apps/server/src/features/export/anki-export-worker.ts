import { unpackChunks } from '../../core/thread-chunks.js';
import { moveResult, reportStarted, wholeBuffer, type WorkerJob } from '../../core/worker-pool.js';
import type { AnkiCardInput, AnkiDeckInput, BuildAnkiPackageOptions } from './anki-package.js';
import { buildAnkiPackage } from './anki-package.js';

/** A deck as it crosses to the thread: its cards as chunks (core/thread-chunks.ts), moved. */
export interface AnkiDeckChunks extends Omit<AnkiDeckInput, 'cards'> {
  cardChunks: Uint8Array[];
}

export interface AnkiBuildTask {
  decks: AnkiDeckChunks[];
  options: BuildAnkiPackageOptions;
}

/** Worker-thread entry for AnkiExportPool (piscina calls the default export once per job). */
export default async function buildAnkiPackageJob({ task, started }: WorkerJob<AnkiBuildTask>): Promise<Uint8Array> {
  reportStarted(started);
  const decks: AnkiDeckInput[] = task.decks.map(({ cardChunks, ...deck }) => ({
    ...deck,
    cards: unpackChunks<AnkiCardInput>(cardChunks),
  }));
  // Media crossed as Uint8Arrays (structured clone drops the Buffer prototype).
  const media = (task.options.media ?? []).map((m) => ({ name: m.name, data: Buffer.from(m.data) }));
  const data = await buildAnkiPackage(decks, { ...task.options, media });
  const own = wholeBuffer(data) ? data : data.slice();
  return moveResult(own, [own.buffer as ArrayBuffer]);
}
