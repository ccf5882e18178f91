import { deserialize, serialize } from 'node:v8';
import { wholeBuffer } from './worker-pool.js';
import { yieldToEventLoop } from './yield-to-event-loop.js';

/**
 * A big array crossing between the main thread and a worker as chunks of structured-clone bytes
 * (ADR 0031). Handed over whole, 50,000 cards are one structured clone, run in one go on the
 * receiving thread: a few hundred ms of the main thread's event loop. As chunks they are moved,
 * not copied (each chunk owns its buffer), and the main thread turns them back (or into) chunks a
 * step at a time, letting other requests in between. `v8.serialize` is the structured clone
 * postMessage uses, so what arrives is what was sent.
 */

/** Items per chunk: a page of cards, a few ms of (de)serialising. */
export const THREAD_CHUNK_ITEMS = 1000;

function chunkOf<T>(items: readonly T[]): Uint8Array {
  const bytes = serialize(items);
  return wholeBuffer(bytes) ? bytes : bytes.slice();
}

/** In a worker: the items as chunks, to move back with `chunkBuffers`. */
export function packChunks<T>(items: readonly T[], size = THREAD_CHUNK_ITEMS): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(chunkOf(items.slice(i, i + size)));
  return chunks;
}

/** On the main thread: as `packChunks`, yielding to the event loop between chunks. */
export async function packChunksYielding<T>(items: readonly T[], size = THREAD_CHUNK_ITEMS): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < items.length; i += size) {
    if (i > 0) await yieldToEventLoop();
    chunks.push(chunkOf(items.slice(i, i + size)));
  }
  return chunks;
}

/** In a worker: the items back from their chunks. */
export function unpackChunks<T>(chunks: readonly Uint8Array[]): T[] {
  const items: T[] = [];
  for (const chunk of chunks) for (const item of deserialize(chunk) as T[]) items.push(item);
  return items;
}

/** On the main thread: as `unpackChunks`, yielding to the event loop between chunks. */
export async function unpackChunksYielding<T>(chunks: readonly Uint8Array[]): Promise<T[]> {
  const items: T[] = [];
  for (const [i, chunk] of chunks.entries()) {
    if (i > 0) await yieldToEventLoop();
    for (const item of deserialize(chunk) as T[]) items.push(item);
  }
  return items;
}

/** The buffers under the chunks, for a transfer list. */
export function chunkBuffers(chunks: readonly Uint8Array[]): ArrayBuffer[] {
  return chunks.map((chunk) => chunk.buffer as ArrayBuffer);
}
