import { ImageOffIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useSummaryPhotoQuery } from '@/features/summaries/api/get-summary-photo';

function useBlobUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** The 'Original Source' photo, fetched with the bearer token because its URL is authenticated. */
export function SummaryPhoto({ photoUrl, topic, page }: { photoUrl: string; topic: string; page?: number }) {
  const query = useSummaryPhotoQuery(photoUrl);
  const url = useBlobUrl(query.data);

  if (query.isError) {
    return (
      <div className="flex h-40 flex-col items-center justify-center gap-2 rounded-xl bg-muted text-sm text-muted-foreground">
        <ImageOffIcon className="size-6" aria-hidden="true" />
        The photo could not be loaded.
      </div>
    );
  }
  if (!url) return <Skeleton className="h-64 w-full rounded-xl" />;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-xl bg-muted">
      <img
        src={url}
        alt={`Original notes for ${topic || 'this summary'}${page ? `, page ${page}` : ''}`}
        className="mx-auto max-h-[32rem] w-auto object-contain"
      />
      <span className="sr-only">(opens the full-size photo in a new tab)</span>
    </a>
  );
}
