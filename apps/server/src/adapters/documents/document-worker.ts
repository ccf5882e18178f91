import { reportStarted, type WorkerJob } from '../../core/worker-pool.js';
import { runDocumentTask, type DocumentTask, type DocumentTaskResult } from './read-document.js';

/** Worker-thread entry for PooledDocumentReader (piscina calls the default export once per job). */
export default async function documentJob({ task, started }: WorkerJob<DocumentTask>): Promise<DocumentTaskResult> {
  reportStarted(started);
  return runDocumentTask(task);
}
