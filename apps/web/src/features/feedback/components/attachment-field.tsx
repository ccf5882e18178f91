import { ImagePlusIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Label } from '@/components/ui/label';
import { ATTACHMENT_TYPES } from '../lib/validate-feedback';

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Optional screenshot. The parent validates a chosen file (size and type) and decides whether to
 * keep it; the input is cleared either way so the same file can be picked again after a fix.
 */
export function AttachmentField({
  file,
  onSelect,
  onRemove,
  error,
  disabled,
}: {
  file: File | null;
  onSelect: (file: File) => void;
  onRemove: () => void;
  error: string | undefined;
  disabled?: boolean;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        Screenshot <span className="font-normal text-muted-foreground">(optional)</span>
      </Label>
      {file ? (
        <div className="flex items-center gap-3 rounded-xl border border-border bg-muted/50 p-2.5">
          {preview && (
            <img src={preview} alt="" className="size-14 shrink-0 rounded-lg object-cover ring-1 ring-border" />
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-foreground" data-testid="attachment-name">
              {file.name}
            </p>
            <p className="text-xs text-muted-foreground">{formatFileSize(file.size)}</p>
          </div>
          <button
            type="button"
            onClick={() => {
              onRemove();
              inputRef.current?.focus();
            }}
            disabled={disabled}
            aria-label={`Remove ${file.name}`}
            className="inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-card hover:text-foreground"
          >
            <XIcon className="size-4" aria-hidden="true" />
          </button>
        </div>
      ) : null}
      <label
        htmlFor={id}
        className={
          file
            ? 'sr-only'
            : 'flex cursor-pointer items-center gap-3 rounded-xl border-2 border-dashed border-input bg-card p-4 transition-colors hover:border-primary/60 hover:bg-accent/40 has-[:focus-visible]:border-primary has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary/20'
        }
      >
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground"
        >
          <ImagePlusIcon className="size-5" />
        </span>
        <span className="min-w-0">
          <span className="block text-sm font-semibold text-foreground">
            {file ? 'Replace screenshot' : 'Attach a screenshot'}
          </span>
          <span className="block text-xs text-muted-foreground">JPEG, PNG or WEBP, up to 5MB</span>
        </span>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={ATTACHMENT_TYPES.join(',')}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="sr-only"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen) onSelect(chosen);
          }}
        />
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
