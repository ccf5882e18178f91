import {
  CameraIcon,
  FileImageIcon,
  ImageIcon,
  ImagePlusIcon,
  ImagesIcon,
  InfoIcon,
  UploadIcon,
  XIcon,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import {
  checkImageFile,
  describeFileType,
  firstImage,
  formatFileSize,
  IMAGE_ACCEPT,
  IMAGE_PROBLEMS,
  type ImageProblem,
} from './image-file-checks';
import { useIsMobileDevice } from './use-is-mobile-device';

export type ImagePickerVariant = 'full' | 'compact';

export interface ImagePickerProps {
  value: File | null;
  /** Called with an accepted file, or null when the user removes it. Rejected files never reach it. */
  onChange: (file: File | null) => void;
  /** Told about a rejected file after its toast is shown. */
  onReject?: (problem: ImageProblem) => void;
  variant?: ImagePickerVariant;
  disabled?: boolean;
  /** Accessible name of the picker region. */
  label?: string;
  className?: string;
}

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export function IphoneHint({ compact }: { compact: boolean }) {
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-xl bg-accent/70 text-left text-accent-foreground',
        compact ? 'px-3 py-2 text-xs' : 'px-3.5 py-3 text-xs sm:text-sm',
      )}
    >
      <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        On an iPhone? Set <strong className="font-semibold">Settings › Camera › Formats</strong> to{' '}
        <strong className="font-semibold">&lsquo;Most Compatible&rsquo;</strong> so photos save as JPEG, or take the
        photo with the Camera button.
      </span>
    </p>
  );
}

/**
 * Spec §2 image picker: drag-and-drop or browse, a Camera button (the phone's rear camera via
 * `capture`), and on touch devices a Gallery button plus the iPhone format hint. Files are checked
 * here (spec §5) so a bad photo is rejected before it is uploaded.
 */
export function ImagePicker({
  value,
  onChange,
  onReject,
  variant = 'full',
  disabled = false,
  label = 'Notes image',
  className,
}: ImagePickerProps) {
  const isMobile = useIsMobileDevice();
  const browseRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const galleryRef = useRef<HTMLInputElement>(null);
  const dragDepth = useRef(0);
  const [dragging, setDragging] = useState(false);
  const previewUrl = useObjectUrl(value);
  const hintId = useId();
  const compact = variant === 'compact';

  const reject = (problem: ImageProblem) => {
    toast({ title: problem.title, description: problem.description, variant: 'destructive' });
    onReject?.(problem);
  };

  const accept = (file: File) => {
    const problem = checkImageFile(file);
    if (problem) reject(problem);
    else onChange(file);
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again after removing it still fires a change.
    event.target.value = '';
    if (file) accept(file);
  };

  const onDragEnter = (event: DragEvent) => {
    event.preventDefault();
    if (disabled) return;
    dragDepth.current += 1;
    setDragging(true);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) event.dataTransfer.dropEffect = 'copy';
  };
  const onDragLeave = (event: DragEvent) => {
    event.preventDefault();
    // Entering a child fires leave on the parent; only the last leave means the pointer left.
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    if (disabled) return;
    const file = firstImage(Array.from(event.dataTransfer.files));
    if (file) accept(file);
    else reject(IMAGE_PROBLEMS['no-image']);
  };

  const open = (ref: RefObject<HTMLInputElement | null>) => {
    if (!disabled) ref.current?.click();
  };

  const inputs = (
    <>
      <input
        ref={browseRef}
        type="file"
        accept={IMAGE_ACCEPT}
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="image-picker-browse-input"
        onChange={onInputChange}
        disabled={disabled}
      />
      <input
        ref={cameraRef}
        type="file"
        accept="image/*"
        capture="environment"
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="image-picker-camera-input"
        onChange={onInputChange}
        disabled={disabled}
      />
      <input
        ref={galleryRef}
        type="file"
        accept="image/*"
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="image-picker-gallery-input"
        onChange={onInputChange}
        disabled={disabled}
      />
    </>
  );

  const dropHandlers = { onDragEnter, onDragOver, onDragLeave, onDrop };

  if (value) {
    const meta = `${formatFileSize(value.size)} · ${describeFileType(value)}`;
    return (
      <div
        role="group"
        aria-label={label}
        className={cn(
          'overflow-hidden rounded-2xl border border-border bg-card',
          dragging && 'border-primary ring-4 ring-primary/15',
          className,
        )}
        {...dropHandlers}
      >
        {inputs}
        {!compact && (
          <div className="flex max-h-[26rem] justify-center bg-muted/60 p-3">
            {previewUrl ? (
              <img
                src={previewUrl}
                alt={`Preview of ${value.name}`}
                className="max-h-[24rem] w-auto rounded-lg object-contain"
              />
            ) : (
              <div className="flex h-48 items-center justify-center text-muted-foreground">
                <ImageIcon className="size-10" aria-hidden="true" />
              </div>
            )}
          </div>
        )}
        <div className={cn('flex items-center gap-3', compact ? 'p-2.5' : 'p-4')}>
          {compact ? (
            previewUrl ? (
              <img
                src={previewUrl}
                alt={`Preview of ${value.name}`}
                className="size-12 shrink-0 rounded-lg object-cover"
              />
            ) : (
              <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-muted">
                <ImageIcon className="size-5 text-muted-foreground" aria-hidden="true" />
              </span>
            )
          ) : (
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
              <FileImageIcon className="size-5" aria-hidden="true" />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold" data-testid="image-picker-file-name" title={value.name}>
              {value.name}
            </p>
            <p className="text-xs text-muted-foreground" data-testid="image-picker-file-meta">
              {meta}
            </p>
          </div>
          {!compact && (
            <Button variant="outline" size="sm" onClick={() => open(browseRef)} disabled={disabled}>
              Replace
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            onClick={() => onChange(null)}
            disabled={disabled}
            aria-label={`Remove image ${value.name}`}
          >
            <XIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
    );
  }

  // On phones the camera is the usual source, so it leads; each source is a large tile to tap.
  const tileClass = 'h-auto flex-col gap-1.5 px-2 py-3 text-xs [&_svg]:size-5';
  const sourceButtons =
    isMobile && !compact ? (
      <div className="grid w-full max-w-sm grid-cols-3 gap-2">
        <Button className={tileClass} onClick={() => open(cameraRef)} disabled={disabled}>
          <CameraIcon aria-hidden="true" />
          Camera
        </Button>
        <Button variant="outline" className={tileClass} onClick={() => open(galleryRef)} disabled={disabled}>
          <ImagesIcon aria-hidden="true" />
          Gallery
        </Button>
        <Button variant="outline" className={tileClass} onClick={() => open(browseRef)} disabled={disabled}>
          <UploadIcon aria-hidden="true" />
          Browse Files
        </Button>
      </div>
    ) : (
      <>
        <Button
          variant={compact ? 'outline' : 'primary'}
          size={compact ? 'sm' : 'md'}
          onClick={() => open(browseRef)}
          disabled={disabled}
        >
          <UploadIcon aria-hidden="true" />
          {compact ? 'Browse' : 'Browse Files'}
        </Button>
        <Button variant="outline" size={compact ? 'sm' : 'md'} onClick={() => open(cameraRef)} disabled={disabled}>
          <CameraIcon aria-hidden="true" />
          Camera
        </Button>
        {isMobile && (
          <Button variant="outline" size="sm" onClick={() => open(galleryRef)} disabled={disabled}>
            <ImagesIcon aria-hidden="true" />
            Gallery
          </Button>
        )}
      </>
    );

  if (compact) {
    return (
      <div className={cn('grid gap-2', className)}>
        <div
          role="group"
          aria-label={label}
          aria-describedby={hintId}
          className={cn(
            'flex flex-wrap items-center gap-3 rounded-2xl border-2 border-dashed border-input bg-card p-3 transition-colors',
            dragging && 'border-primary bg-accent',
            disabled && 'opacity-60',
          )}
          {...dropHandlers}
        >
          {inputs}
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
            <ImagePlusIcon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold">{dragging ? 'Drop your image here' : 'Add an image'}</p>
            <p id={hintId} className="text-xs text-muted-foreground">
              JPEG, PNG or WEBP, up to 15MB
            </p>
          </div>
          <div className="flex flex-wrap gap-2">{sourceButtons}</div>
        </div>
        {isMobile && <IphoneHint compact />}
      </div>
    );
  }

  return (
    <div className={cn('grid gap-3', className)}>
      <div
        role="group"
        aria-label={label}
        aria-describedby={hintId}
        data-dragging={dragging || undefined}
        className={cn(
          'flex flex-col items-center gap-4 rounded-2xl border-2 border-dashed border-input bg-card px-5 py-10 text-center transition-colors sm:py-12',
          'hover:border-primary/60',
          dragging && 'border-primary bg-accent',
          disabled && 'pointer-events-none opacity-60',
        )}
        {...dropHandlers}
      >
        {inputs}
        <span
          className={cn(
            'flex size-16 items-center justify-center rounded-2xl bg-accent text-primary transition-transform',
            dragging && 'scale-110',
          )}
        >
          <ImagePlusIcon className="size-8" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <p className="text-base font-semibold">
            {dragging
              ? 'Drop your image here'
              : isMobile
                ? 'Add a photo of your notes'
                : 'Drag and drop a photo of your notes'}
          </p>
          <p id={hintId} className="text-sm text-muted-foreground">
            {isMobile ? 'Take a photo or choose one' : 'or browse your files'} · JPEG, PNG or WEBP, up to 15MB
          </p>
        </div>
        <div className="flex flex-wrap justify-center gap-2">{sourceButtons}</div>
      </div>
      {isMobile && <IphoneHint compact={false} />}
    </div>
  );
}
