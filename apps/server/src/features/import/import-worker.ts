import { HttpError } from '../../core/http-error.js';
import { moveResult, reportStarted, wholeBuffer, type WorkerJob } from '../../core/worker-pool.js';
import { readImportFile, type ReadImportResult, type ReadImportTask } from './read-import-file.js';

/** Worker-thread entry for ImportReaderPool (piscina calls the default export once per job). */
export default function readImportJob({ task, started }: WorkerJob<ReadImportTask>): ReadImportResult {
  reportStarted(started);
  let result: ReadImportResult;
  try {
    result = { ok: true, data: readImportFile(task) };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, statusCode: error.statusCode, message: error.message };
    throw error;
  }
  // The media goes back without a copy; a view into a larger buffer is cut out first so only its
  // own bytes travel.
  const buffers: ArrayBuffer[] = [];
  for (const [name, bytes] of result.data.media ?? []) {
    const own = wholeBuffer(bytes) ? bytes : bytes.slice();
    result.data.media!.set(name, own);
    buffers.push(own.buffer as ArrayBuffer);
  }
  return moveResult(result, buffers);
}
