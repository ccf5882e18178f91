import { MAX_SUMMARY_PHOTOS, MAX_SUMMARY_PHOTOS_TOTAL_BYTES, PHOTOS_TOO_LARGE } from '@revisely/contracts';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  CameraIcon,
  ClipboardPasteIcon,
  FileTextIcon,
  ImagePlusIcon,
  ImagesIcon,
  UploadIcon,
  XIcon,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { IphoneHint } from '@/features/summaries/components/wizard/iphone-hint';
import { describeFileType, formatFileSize } from '@/features/summaries/lib/file-labels';
import {
  checkSourceFile,
  SOURCE_ACCEPT,
  SOURCE_PROBLEMS,
  type SourceProblem,
} from '@/features/summaries/lib/source-file-checks';
import { useIsMobileDevice } from '@/features/summaries/lib/use-is-mobile-device';
import { movedItem, newPageId, type SourceFile } from '@/features/summaries/lib/wizard-pages';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';

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

const showProblem = (problem: SourceProblem, name?: string) =>
  toast({
    title: problem.title,
    description:
      name && problem === SOURCE_PROBLEMS.unsupported ? `${name}: ${problem.description}` : problem.description,
    variant: 'destructive',
  });

/**
 * Adds the files that pass their checks, in the order given, to `current`: photos up to
 * MAX_SUMMARY_PHOTOS and the photos' total size. The first refusal is shown (one toast at a time).
 */
export async function addSourceFiles(current: readonly SourceFile[], files: readonly File[]): Promise<SourceFile[]> {
  const next = [...current];
  let problem: { problem: SourceProblem; name: string } | null = null;
  for (const file of files) {
    const checked = await checkSourceFile(file);
    if ('problem' in checked) {
      problem ??= { problem: checked.problem, name: file.name };
      continue;
    }
    const photos = next.filter((source) => source.kind === 'photo');
    if (checked.kind === 'photo') {
      if (photos.length >= MAX_SUMMARY_PHOTOS) {
        problem ??= { problem: SOURCE_PROBLEMS.tooMany, name: file.name };
        continue;
      }
      const total = photos.reduce((sum, source) => sum + source.file.size, 0) + file.size;
      if (total > MAX_SUMMARY_PHOTOS_TOTAL_BYTES) {
        problem ??= {
          problem: { title: 'File Too Large', description: PHOTOS_TOO_LARGE.replace(/^File Too Large: t/, 'T') },
          name: file.name,
        };
        continue;
      }
    }
    next.push({ id: newPageId('file'), file, kind: checked.kind });
  }
  if (problem) showProblem(problem.problem, problem.name);
  return next;
}

function SourceRow({
  source,
  index,
  count,
  pageNumber,
  onMove,
  onRemove,
  disabled,
}: {
  source: SourceFile;
  index: number;
  count: number;
  /** Its page number among the photos; documents have pages of their own. */
  pageNumber: number | null;
  onMove: (to: number) => void;
  onRemove: () => void;
  disabled: boolean;
}) {
  const url = useObjectUrl(source.kind === 'photo' ? source.file : null);
  const name = source.file.name;
  return (
    <li
      className="flex items-center gap-3 rounded-xl border border-border bg-card p-2.5 sm:p-3"
      data-testid="source-file"
    >
      {url ? (
        <img src={url} alt={`Preview of ${name}`} className="size-14 shrink-0 rounded-lg bg-muted object-cover" />
      ) : (
        <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <FileTextIcon className="size-6" aria-hidden="true" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold text-primary">{pageNumber ? `Page ${pageNumber}` : 'Document'}</p>
        <p className="truncate text-sm font-semibold" data-testid="image-picker-file-name" title={name}>
          {name}
        </p>
        <p className="text-xs text-muted-foreground" data-testid="image-picker-file-meta">
          {formatFileSize(source.file.size)} · {describeFileType(source.file)}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-0.5">
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          onClick={() => onMove(index - 1)}
          disabled={disabled || index === 0}
          aria-label={`Move ${name} up`}
        >
          <ArrowUpIcon aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          onClick={() => onMove(index + 1)}
          disabled={disabled || index === count - 1}
          aria-label={`Move ${name} down`}
        >
          <ArrowDownIcon aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          onClick={onRemove}
          disabled={disabled}
          aria-label={source.kind === 'photo' ? `Remove image ${name}` : `Remove ${name}`}
        >
          <XIcon aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/**
 * The wizard's upload step (issue 25): up to MAX_SUMMARY_PHOTOS photos and any documents, as a list
 * the student can reorder and prune, with Browse, Camera (the phone's rear camera) and, on touch
 * devices, Gallery. Each file is checked by its bytes before it is listed.
 */
export function SourceFilesPicker({
  files,
  onChange,
  onPaste,
  onChecking,
  disabled = false,
}: {
  files: readonly SourceFile[];
  onChange: (files: SourceFile[]) => void;
  onPaste: () => void;
  /**
   * Told of each batch of chosen files while their bytes are checked: the promise resolves with the
   * whole list once they are added, so Extract Text pressed at once still reads them.
   */
  onChecking?: (done: Promise<SourceFile[]>) => void;
  disabled?: boolean;
}) {
  const isMobile = useIsMobileDevice();
  const browseRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const galleryRef = useRef<HTMLInputElement>(null);
  const dragDepth = useRef(0);
  const [dragging, setDragging] = useState(false);
  const [status, setStatus] = useState('');
  const hintId = useId();
  // Checks are asynchronous and queued: a second choice builds on the first one's result.
  const latest = useRef(files);
  latest.current = files;
  const queue = useRef<Promise<SourceFile[]>>(Promise.resolve([]));

  const add = (chosen: File[]) => {
    if (chosen.length === 0) return;
    const done = queue.current.then(async () => {
      const before = latest.current;
      const next = await addSourceFiles(before, chosen);
      if (next.length === before.length) return [...before];
      const added = next.length - before.length;
      setStatus(`${added} ${added === 1 ? 'file' : 'files'} added. ${next.length} in total.`);
      latest.current = next;
      onChange(next);
      return next;
    });
    queue.current = done.catch(() => [...latest.current]);
    onChecking?.(queue.current);
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again after removing it still fires a change.
    event.target.value = '';
    add(chosen);
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
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    if (disabled) return;
    const dropped = Array.from(event.dataTransfer.files);
    if (dropped.length === 0) showProblem(SOURCE_PROBLEMS.noFile);
    else add(dropped);
  };

  const open = (ref: RefObject<HTMLInputElement | null>) => {
    if (!disabled) ref.current?.click();
  };

  const move = (from: number, to: number) => {
    const next = movedItem(files, from, to);
    const name = files[from]?.file.name ?? '';
    setStatus(`${name} moved to position ${to + 1} of ${files.length}.`);
    onChange(next);
  };
  const remove = (index: number) => {
    const name = files[index]?.file.name ?? '';
    setStatus(`${name} removed.`);
    onChange(files.filter((_, i) => i !== index));
  };

  const photos = files.filter((source) => source.kind === 'photo').length;
  let photoNumber = 0;
  const tileClass = 'h-auto flex-col gap-1.5 px-2 py-3 text-xs [&_svg]:size-5';
  const compact = files.length > 0;

  return (
    // minmax(0, 1fr) lets long file names truncate instead of widening the card on a phone.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <input
        ref={browseRef}
        type="file"
        multiple
        accept={SOURCE_ACCEPT}
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
        multiple
        accept="image/*"
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="image-picker-gallery-input"
        onChange={onInputChange}
        disabled={disabled}
      />

      {files.length > 0 && (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-2">
          <div className="flex items-baseline justify-between gap-2">
            <h3 className="text-sm font-semibold">Your pages, in order</h3>
            <span className="text-xs text-muted-foreground tabular-nums" data-testid="photo-count">
              {photos} of {MAX_SUMMARY_PHOTOS} photos
            </span>
          </div>
          <ol className="grid grid-cols-[minmax(0,1fr)] gap-2" aria-label="Chosen files">
            {files.map((source, index) => (
              <SourceRow
                key={source.id}
                source={source}
                index={index}
                count={files.length}
                pageNumber={source.kind === 'photo' ? ++photoNumber : null}
                onMove={(to) => move(index, to)}
                onRemove={() => remove(index)}
                disabled={disabled}
              />
            ))}
          </ol>
        </div>
      )}

      <div
        role="group"
        aria-label="Photos or a document of your notes"
        aria-describedby={hintId}
        data-dragging={dragging || undefined}
        className={cn(
          'flex flex-col items-center gap-4 rounded-2xl border-2 border-dashed border-input bg-card px-5 text-center transition-colors',
          compact ? 'py-5' : 'py-10 sm:py-12',
          'hover:border-primary/60',
          dragging && 'border-primary bg-accent',
          disabled && 'pointer-events-none opacity-60',
        )}
        onDragEnter={onDragEnter}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        {!compact && (
          <span
            className={cn(
              'flex size-16 items-center justify-center rounded-2xl bg-accent text-primary transition-transform',
              dragging && 'scale-110',
            )}
          >
            <ImagePlusIcon className="size-8" aria-hidden="true" />
          </span>
        )}
        <div className="grid gap-1">
          <p className="text-base font-semibold">
            {dragging ? 'Drop your files here' : compact ? 'Add more pages' : 'Upload photos or a document'}
          </p>
          <p id={hintId} className="text-sm text-muted-foreground">
            Up to {MAX_SUMMARY_PHOTOS} photos (JPEG, PNG or WEBP, 15MB each) or a PDF, Word, PowerPoint, text or
            Markdown file
          </p>
        </div>
        {isMobile ? (
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
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant={compact ? 'outline' : 'primary'} onClick={() => open(browseRef)} disabled={disabled}>
              <UploadIcon aria-hidden="true" />
              Browse Files
            </Button>
            <Button variant="outline" onClick={() => open(cameraRef)} disabled={disabled}>
              <CameraIcon aria-hidden="true" />
              Camera
            </Button>
          </div>
        )}
      </div>

      {isMobile && <IphoneHint />}

      <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
        <span>No photo or file?</span>
        <Button variant="ghost" size="sm" onClick={onPaste} disabled={disabled}>
          <ClipboardPasteIcon aria-hidden="true" />
          Paste text instead
        </Button>
      </div>

      <p className="sr-only" role="status">
        {status}
      </p>
    </div>
  );
}
