import { ImageOffIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { fileUrl, useFileBlobUrl } from '@/lib/file-blob';
import { cn } from '@/lib/utils';

/** An image on a card (a stored file, fetched with the bearer token). */
export function CardImage({ fileId, alt, className }: { fileId: string; alt: string; className?: string }) {
  const { url, isError } = useFileBlobUrl(fileUrl(fileId));
  if (isError) {
    return (
      <span
        role="img"
        aria-label={`${alt} (could not be loaded)`}
        className={cn('flex items-center justify-center rounded-lg bg-muted text-muted-foreground', className)}
      >
        <ImageOffIcon className="size-5" aria-hidden="true" />
      </span>
    );
  }
  if (!url) return <Skeleton className={cn('rounded-lg', className)} />;
  return <img src={url} alt={alt} className={cn('rounded-lg object-contain', className)} />;
}
