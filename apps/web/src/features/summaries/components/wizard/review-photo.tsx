import { ImageIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * The student's own photo, to check the text against: always beside the text on a laptop,
 * behind a Show photo toggle on a phone where there is no room for both.
 */
export function ReviewPhoto({
  image,
  page,
}: {
  image: File;
  /** Its page number when there are several. */ page?: number;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const panelId = useId();

  useEffect(() => {
    const next = URL.createObjectURL(image);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [image]);

  return (
    <div className="grid content-start gap-2 lg:sticky lg:top-4">
      <Button
        type="button"
        variant="outline"
        className="lg:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <ImageIcon aria-hidden="true" />
        {open ? 'Hide photo' : 'Show photo'}
        {page !== undefined && <span className="sr-only"> of page {page}</span>}
      </Button>
      <div id={panelId} className={cn(open ? 'block' : 'hidden', 'lg:block')}>
        <p className="mb-2 hidden text-sm font-medium lg:block">
          {page === undefined ? 'Your photo' : `Your photo of page ${page}`}
        </p>
        {url && (
          <a href={url} target="_blank" rel="noreferrer" className="block" title="Open the photo full size">
            <img
              src={url}
              alt={page === undefined ? 'Your photo of the notes' : `Your photo of page ${page}`}
              data-testid="review-photo"
              className="max-h-[75vh] w-full rounded-xl border border-border bg-muted object-contain"
            />
          </a>
        )}
        <p className="mt-1.5 text-xs text-muted-foreground">Tap or click the photo to open it full size.</p>
      </div>
    </div>
  );
}
