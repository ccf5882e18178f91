import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
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
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Spinner } from '@/components/ui/spinner';
import {
  centreOn,
  CROP_JPEG_QUALITY,
  defaultCrop,
  moveBy,
  resizeFree,
  resizeTo,
  toNatural,
  FALLBACK_CROP,
  wholeImage,
  type CropRect,
} from './crop-rect';

type Aspect = 'free' | 'wide';
const aspectOptions = [
  { value: 'free', label: 'Free' },
  { value: 'wide', label: 'Wide (2:1)' },
] as const;

/** Longest side of the saved crop: plenty for a card, and keeps uploads small. */
const MAX_OUTPUT_SIDE = 1600;

/**
 * Draws a region of the full-resolution image (`src`, in the image's own pixels) and encodes it as
 * JPEG at the spec's 0.8 quality.
 */
function exportRegion(image: HTMLImageElement, src: CropRect): Promise<Blob> {
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
 * (or the arrow keys), then 'Crop' saves it as a JPEG. The rectangle's shape is free (a width and
 * a height slider) or the spec's wide 2:1 (one size slider), and 'Use whole image' skips cropping
 * (issue 27 item 14: a 600×400 diagram kept its title).
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
  const [aspect, setAspect] = useState<Aspect>('free');
  const [free, setFree] = useState({ fw: 0.5, fh: 0.5 });
  const aspectLabelId = useId();
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
    setFree({ fw: w > 0 ? start.width / w : 0.5, fh: h > 0 ? start.height / h : 0.5 });
  };

  const chooseAspect = (next: Aspect) => {
    setAspect(next);
    // Wide snaps the rectangle back to 2:1 at the size slider's value; free keeps what is there.
    if (next === 'wide') setRect((r) => resizeTo(r, scale, size.w, size.h));
    else setFree({ fw: size.w > 0 ? rect.width / size.w : 0.5, fh: size.h > 0 ? rect.height / size.h : 0.5 });
  };
  const changeFree = (next: { fw: number; fh: number }) => {
    setFree(next);
    setRect((r) => resizeFree(r, next.fw, next.fh, size.w, size.h));
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
    onCrop(await exportRegion(img, toNatural(rect, img.clientWidth, img.naturalWidth)));
  };
  const keepWhole = async () => {
    const img = imageRef.current;
    if (!img) return;
    // In the image's own pixels, so nothing is lost to rounding the shown size.
    onCrop(await exportRegion(img, wholeImage(img.naturalWidth, img.naturalHeight)));
  };

  return (
    <Dialog open={file !== null} onOpenChange={(open) => !open && !busy && onCancel()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Crop Image</DialogTitle>
          <DialogDescription>
            Click or drag on the image to place the crop area, or use the whole image.
          </DialogDescription>
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
          <span id={aspectLabelId} className="text-sm font-medium">
            Shape
          </span>
          <SegmentedControl
            aria-labelledby={aspectLabelId}
            value={aspect}
            onValueChange={chooseAspect}
            options={aspectOptions}
            disabled={size.w === 0 || busy}
          />
        </div>
        {aspect === 'wide' ? (
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
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="crop-width">Crop width</Label>
              <input
                id="crop-width"
                type="range"
                min={0.05}
                max={1}
                step={0.05}
                value={free.fw}
                disabled={size.w === 0}
                onChange={(e) => changeFree({ ...free, fw: Number(e.target.value) })}
                className="accent-primary"
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="crop-height">Crop height</Label>
              <input
                id="crop-height"
                type="range"
                min={0.05}
                max={1}
                step={0.05}
                value={free.fh}
                disabled={size.w === 0}
                onChange={(e) => changeFree({ ...free, fh: Number(e.target.value) })}
                className="accent-primary"
              />
            </div>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="secondary" onClick={() => void keepWhole()} disabled={busy || size.w === 0}>
            Use whole image
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
