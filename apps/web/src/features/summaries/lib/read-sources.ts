import { extractDocument } from '@/features/summaries/api/extract-document';
import { extractText } from '@/features/summaries/api/extract-text';
import {
  pageFromOcr,
  pagesFromDocument,
  type ReviewPage,
  type SourceFile,
} from '@/features/summaries/lib/wizard-pages';
import { ApiError } from '@/lib/api-client';

export const OFFLINE_TITLE = 'No connection';
export const OFFLINE_MESSAGE =
  'Reading your notes needs an internet connection. Your files and details are kept here: try again when you are back online.';

/** Where a reading stopped: the file, and the reason to show the student. */
export class SourceReadError extends Error {
  constructor(
    readonly source: SourceFile,
    readonly offline: boolean,
    /** The server's reason for refusing the file (a 4xx), when it gave one. */
    readonly serverReason: string | undefined,
  ) {
    super(serverReason ?? (offline ? OFFLINE_MESSAGE : `Could not read ${source.file.name}`));
    this.name = 'SourceReadError';
  }
}

/** "Reading page 2 of 3…" while every file is a photo, "Reading file 2 of 3…" once a document is among them. */
export function readingLabel(sources: readonly SourceFile[], index: number): string {
  const unit = sources.every((source) => source.kind === 'photo') ? 'page' : 'file';
  return `Reading ${unit} ${index + 1} of ${sources.length}…`;
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Reads the files not read yet, one after another (OCR is heavy: one at a time keeps the server
 * fair to other students), telling `onProgress` which one is being read. Files in `read` are kept
 * as they are, with the student's edits. Stops at the first failure with a SourceReadError.
 */
export async function readSources(
  sources: readonly SourceFile[],
  read: ReadonlyMap<string, ReviewPage[]>,
  onProgress: (index: number) => void,
): Promise<Map<string, ReviewPage[]>> {
  const result = new Map<string, ReviewPage[]>();
  for (const [index, source] of sources.entries()) {
    const known = read.get(source.id);
    if (known) {
      result.set(source.id, known);
      continue;
    }
    onProgress(index);
    if (isOffline()) throw new SourceReadError(source, true, undefined);
    try {
      if (source.kind === 'photo') result.set(source.id, [pageFromOcr(source, await extractText(source.file))]);
      else result.set(source.id, pagesFromDocument(source, await extractDocument(source.file)));
    } catch (error) {
      if (error instanceof ApiError) {
        throw new SourceReadError(source, false, error.status < 500 ? error.serverMessage : undefined);
      }
      // fetch rejects with a TypeError when the network is down or the connection dropped.
      throw new SourceReadError(source, error instanceof TypeError || isOffline(), undefined);
    }
  }
  return result;
}
