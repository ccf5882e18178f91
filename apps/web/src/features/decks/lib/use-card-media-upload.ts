import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { UPLOAD_MEDIA_FAILED, uploadCardMedia } from '../api/upload-card-media';

/**
 * Uploads a card's image or voice clip: `busy` while it runs; on success the stored file's id goes to
 * `onUploaded`; on failure the server's reason (or the generic message) is shown as a toast.
 */
export function useCardMediaUpload(kind: 'image' | 'audio') {
  const [busy, setBusy] = useState(false);
  const upload = async (blob: Blob, fileName: string, onUploaded: (fileId: string) => void) => {
    setBusy(true);
    try {
      onUploaded(await uploadCardMedia(kind, blob, fileName));
    } catch (error) {
      const description =
        error instanceof ApiError ? (error.serverMessage ?? UPLOAD_MEDIA_FAILED) : UPLOAD_MEDIA_FAILED;
      toast({ title: 'Upload failed', description, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, upload };
}
