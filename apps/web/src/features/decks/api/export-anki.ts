import { useMutation } from '@tanstack/react-query';
import { errorFromResponse, sendRequest } from '@/lib/api-client';

export const EXPORT_FAILED = 'Export failed';

/** Reads `filename="…"` (or RFC 5987 `filename*=`) from Content-Disposition. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const value = plain?.[2] ?? plain?.[1];
  return value ? value.trim() : null;
}

export function fallbackAnkiFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `revisely-anki-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.apkg`;
}

/**
 * The decks' cards with their progress; `parentDeck` nests them under one 'Revisely' deck in Anki
 * (by default each keeps the name the student gave it).
 */
export async function exportAnki({
  deckIds,
  parentDeck = false,
}: {
  deckIds: string[];
  parentDeck?: boolean;
}): Promise<{ blob: Blob; fileName: string }> {
  const response = await sendRequest('POST', '/api/flashcards/export/anki', {
    deckIds,
    ...(parentDeck ? { parentDeck } : {}),
  });
  // Spec §8: the toast shows the server's error field, else 'Export failed'.
  if (!response.ok) throw await errorFromResponse(response, EXPORT_FAILED);
  const blob = await response.blob();
  return {
    blob,
    fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackAnkiFileName(),
  };
}

/** Saves a blob through a temporary object URL and a clicked <a download>. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the URL only after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportAnkiMutation() {
  return useMutation({ mutationFn: exportAnki });
}
