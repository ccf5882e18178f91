import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import {
  centreOn,
  CROP_JPEG_QUALITY,
  defaultCrop,
  moveBy,
  resizeTo,
  toNatural,
  FALLBACK_CROP,
  type CropRect,
} from './crop-rect';

/** Longest side of the saved crop: plenty for a card, and keeps uploads small. */
const MAX_OUTPUT_SIDE = 1600;

/** Draws the crop from the full-resolution image and encodes it as JPEG at the spec's 0.8 quality. */
function exportCrop(image: HTMLImageElement, rect: CropRect): Promise<Blob> {
  const src = toNatural(rect, image.clientWidth, image.naturalWidth);
  const k = Math.min(1, MAX_OUTPUT_SIDE / Math.max(src.width, src.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(src.width * k));
  canvas.height = Math.max(1, Math.round(src.height * k));
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('Canvas is not available'));
  ctx.fillStyle = '#fff'; // a transparent PNG becomes white, not black, as a JPEG
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(image, src.x, src.y, src.width, src.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('Crop failed'))), 'image/jpeg', CROP_JPEG_QUALITY),
  );
}

/**
 * The spec's crop dialog: the chosen image with a crop rectangle placed by clicking or dragging
 * (or the arrow keys), resized with a slider, then 'Crop' saves it as a JPEG.
 */
export function ImageCropDialog({
  file,
  busy,
  onCrop,
  onCancel,
}: {
  /** The picked image; the dialog is open while it is set. */
  file: File | null;
  busy: boolean;
  onCrop: (jpeg: Blob) => void;
  onCancel: () => void;
}) {
  const [src, setSrc] = useState<string | null>(null);
  const [size, setSize] = useState({ w: 0, h: 0 });
  const [rect, setRect] = useState<CropRect>({ x: 0, y: 0, ...FALLBACK_CROP });
  const [scale, setScale] = useState(0.5);
  const imageRef = useRef<HTMLImageElement>(null);
  const dragging = useRef(false);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onLoad = () => {
    const img = imageRef.current;
    if (!img) return;
    const w = img.clientWidth;
    const h = img.clientHeight;
    const start = defaultCrop(w, h);
    setSize({ w, h });
    setRect(start);
    setScale(Math.min(1, start.width / Math.max(1, Math.min(w, h * 2))));
  };

  const pointAt = (e: PointerEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    setRect((r) => centreOn(r, e.clientX - box.left, e.clientY - box.top, size.w, size.h));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? 40 : 10;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    setRect((r) => moveBy(r, move[0], move[1], size.w, size.h));
  };

  const crop = async () => {
    const img = imageRef.current;
    if (!img) return;
    onCrop(await exportCrop(img, rect));
  };

  return (
    <Dialog open={file !== null} onOpenChange={(open) => !open && !busy && onCancel()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Crop Image</DialogTitle>
          <DialogDescription>Click or drag on the image to place the crop area.</DialogDescription>
        </DialogHeader>
        <div
          role="application"
          aria-label="Crop area: use the arrow keys to move it"
          tabIndex={0}
          className="relative mx-auto w-fit touch-none overflow-hidden rounded-lg outline-none select-none focus-visible:ring-4 focus-visible:ring-primary/25"
          data-testid="crop-area"
          onPointerDown={(e) => {
            dragging.current = true;
            e.currentTarget.setPointerCapture(e.pointerId);
            pointAt(e);
          }}
          onPointerMove={(e) => dragging.current && pointAt(e)}
          onPointerUp={() => (dragging.current = false)}
          onPointerCancel={() => (dragging.current = false)}
          onKeyDown={onKeyDown}
        >
          {src && (
            <img
              ref={imageRef}
              src={src}
              alt="The picked image"
              onLoad={onLoad}
              draggable={false}
              className="block max-h-[55dvh] max-w-full"
            />
          )}
          {size.w > 0 && (
            <div
              aria-hidden="true"
              data-testid="crop-rect"
              className="pointer-events-none absolute border-2 border-white shadow-[0_0_0_9999px_rgb(0_0_0/0.45)] outline-2 outline-primary"
              style={{ left: rect.x, top: rect.y, width: rect.width, height: rect.height }}
            />
          )}
        </div>
        <div className="grid gap-2">
          <Label htmlFor="crop-size">Crop size</Label>
          <input
            id="crop-size"
            type="range"
            min={0.1}
            max={1}
            step={0.05}
            value={scale}
            disabled={size.w === 0}
            onChange={(e) => {
              const next = Number(e.target.value);
              setScale(next);
              setRect((r) => resizeTo(r, next, size.w, size.h));
            }}
            className="accent-primary"
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void crop()} disabled={busy || size.w === 0}>
            {busy && <Spinner />}
            Crop
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
