import { HttpError } from '../../core/http-error.js';
import { moveResult, reportStarted, wholeBuffer, type WorkerJob } from '../../core/worker-pool.js';
import { chunkBuffers, packChunks } from '../../core/thread-chunks.js';
import { readImportFile, type ReadImportData, type ReadImportResult, type ReadImportTask } from './read-import-file.js';

/** Worker-thread entry for ImportReaderPool (piscina calls the default export once per job). */
export default function readImportJob({ task, started }: WorkerJob<ReadImportTask>): ReadImportResult {
  reportStarted(started);
  let data: ReadImportData;
  try {
    data = readImportFile(task);
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, statusCode: error.statusCode, message: error.message };
    throw error;
  }
  // The media goes back without a copy; a view into a larger buffer is cut out first so only its
  // own bytes travel. The cards go as chunks, moved too.
  const buffers: ArrayBuffer[] = [];
  for (const [name, bytes] of data.media ?? []) {
    const own = wholeBuffer(bytes) ? bytes : bytes.slice();
    data.media!.set(name, own);
    buffers.push(own.buffer as ArrayBuffer);
  }
  const { cards, ...rest } = data;
  const cardChunks = packChunks(cards);
  return moveResult<ReadImportResult>({ ok: true, data: { ...rest, cardChunks } }, [
    ...buffers,
    ...chunkBuffers(cardChunks),
  ]);
}
