import { moveResult, reportStarted, wholeBuffer, type WorkerJob } from '../../core/worker-pool.js';
import { buildAnkiPackage, type AnkiDeckInput, type BuildAnkiPackageOptions } from './anki-package.js';

export interface AnkiBuildTask {
  decks: AnkiDeckInput[];
  options: BuildAnkiPackageOptions;
}

/** Worker-thread entry for AnkiExportPool (piscina calls the default export once per job). */
export default async function buildAnkiPackageJob({ task, started }: WorkerJob<AnkiBuildTask>): Promise<Uint8Array> {
  reportStarted(started);
  // Media crossed as Uint8Arrays (structured clone drops the Buffer prototype).
  const media = (task.options.media ?? []).map((m) => ({ name: m.name, data: Buffer.from(m.data) }));
  const data = await buildAnkiPackage(task.decks, { ...task.options, media });
  const own = wholeBuffer(data) ? data : data.slice();
  return moveResult(own, [own.buffer as ArrayBuffer]);
}
