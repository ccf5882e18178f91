import { ImageIcon, XIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { CardImage } from '@/components/card-media/card-image';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-store';
import { useCardMediaUpload } from '../lib/use-card-media-upload';
import { ImageCropDialog } from './image-crop-dialog';

/** Spec §9: images up to 15 MB. */
const MAX_IMAGE_BYTES = 15_728_640;

/**
 * One side's image: 'Image' opens the file picker, then the crop dialog; the cropped JPEG is
 * uploaded and shown as a thumbnail with a remove button.
 */
export function CardImageField({
  imageId,
  side,
  cardNumber,
  onChange,
}: {
  imageId: string | null;
  side: 'front' | 'back';
  cardNumber: number;
  onChange: (imageId: string | null) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const { busy, upload } = useCardMediaUpload('image');
  const sideName = side === 'front' ? 'Front' : 'Back';
  const alt = `Image on the ${side} of card ${cardNumber}`;

  const pick = (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) {
      toast({ title: 'File Too Large', description: 'Image must be smaller than 15MB.', variant: 'destructive' });
      return;
    }
    setPicked(file);
  };

  const save = (jpeg: Blob) =>
    upload(jpeg, 'card-image.jpg', (fileId) => {
      onChange(fileId);
      setPicked(null);
    });

  return (
    <>
      {imageId ? (
        <div className="relative w-fit" data-testid={`card-image-${side}`}>
          <CardImage fileId={imageId} alt={alt} className="h-20 w-32 border border-border bg-muted" />
          <Button
            variant="outline"
            size="icon"
            className="absolute -top-2 -right-2 size-7 rounded-full bg-card"
            aria-label={`Remove the ${side} image of card ${cardNumber}`}
            onClick={() => onChange(null)}
          >
            <XIcon aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="gap-1.5 px-2.5"
          aria-label={`Image (${sideName}) for card ${cardNumber}`}
          onClick={() => inputRef.current?.click()}
        >
          <ImageIcon aria-hidden="true" />
          Image ({sideName})
        </Button>
      )}
      <input
        ref={inputRef}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`card-image-input-${side}`}
        onChange={(e) => pick(e.target.files?.[0])}
      />
      <ImageCropDialog file={picked} busy={busy} onCrop={(b) => void save(b)} onCancel={() => setPicked(null)} />
    </>
  );
}
