import { useMutation } from '@tanstack/react-query';
import { errorFromResponse, sendRequest } from '@/lib/api-client';
import { fileNameFromDisposition, saveBlob } from '../lib/download';

export const EXPORT_FAILED = 'Export Failed';

export function fallbackExportName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `revisely-export-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

/** GET /api/user/export: the server names the file with the date in the user's zone. */
export async function fetchUserExport(): Promise<ExportedFile> {
  const response = await sendRequest('GET', '/api/user/export');
  if (!response.ok) throw await errorFromResponse(response, EXPORT_FAILED);
  const blob = await response.blob();
  return {
    blob,
    fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackExportName(),
  };
}

export function useExportDataMutation() {
  return useMutation({
    mutationFn: async () => {
      const file = await fetchUserExport();
      saveBlob(file.blob, file.fileName);
      return file;
    },
  });
}
