import { IMPORT_FILE_EXTENSIONS, IMPORT_MAX_BYTES, type Deck, type ImportPreviewResponse } from '@revisely/contracts';
import { FileUpIcon, UploadIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast-store';
import { useImportCardsMutation } from '../api/import-cards';
import { IMPORT_FAILED, type ImportChoices } from '../api/import-form-data';
import { previewImport } from '../api/preview-import';
import { importResultTitle } from '../lib/import-result';
import { ImportPreviewList } from './import-preview-list';
import { DEFAULT_TEXT_OPTIONS, ImportTextOptions, type TextOptions } from './import-text-options';

type Destination = 'package' | 'new' | 'existing';

const TOO_LARGE = 'File too large: an import can be at most 100MB.';
const plural = (n: number, word: string) => `${n.toLocaleString('en-GB')} ${word}${n === 1 ? '' : 's'}`;

function textChoices(options: TextOptions): ImportChoices {
  return {
    separator: options.separator === 'custom' ? options.customSeparator : options.separator,
    rowSeparator: options.rowSeparator,
    hasHeader: options.hasHeader,
    ...(options.frontColumn === undefined ? {} : { frontColumn: options.frontColumn }),
  };
}

/**
 * Import from Anki (.apkg, .colpkg), CSV/TSV or a Quizlet export: pick a file, see the first cards
 * as they will be imported, adjust a text file's layout, choose where the cards go, import.
 */
export function ImportDialog({
  decks,
  open,
  onOpenChange,
}: {
  decks: readonly Deck[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const fileInputId = useId();
  const destinationLabelId = useId();
  const existingId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [textOptions, setTextOptions] = useState<TextOptions>(DEFAULT_TEXT_OPTIONS);
  const [preview, setPreview] = useState<ImportPreviewResponse | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [destination, setDestination] = useState<Destination>('new');
  const [deckName, setDeckName] = useState('');
  const [deckId, setDeckId] = useState('');
  const request = useRef(0);
  const importCards = useImportCardsMutation();
  const pending = importCards.isPending;
  const isPackage = preview?.format === 'apkg' || preview?.format === 'colpkg';

  const reset = () => {
    request.current += 1;
    setFile(null);
    setTextOptions(DEFAULT_TEXT_OPTIONS);
    setPreview(null);
    setPreviewing(false);
    setError(null);
    setDestination('new');
    setDeckName('');
    setDeckId('');
  };
  const close = () => {
    reset();
    onOpenChange(false);
  };

  // Preview whenever the file or its layout changes; typing a custom separator waits for a pause,
  // and only the latest answer is shown.
  useEffect(() => {
    if (!file) return;
    if (textOptions.separator === 'custom' && textOptions.customSeparator === '') return;
    const choices = textChoices(textOptions);
    const id = ++request.current;
    setPreviewing(true);
    const timer = window.setTimeout(() => {
      previewImport({ file, choices })
        .then((result) => {
          if (id !== request.current) return;
          setPreview(result);
          setError(null);
          const packaged = result.format === 'apkg' || result.format === 'colpkg';
          setDestination((current) => (current === 'existing' ? current : packaged ? 'package' : 'new'));
          setDeckName((current) => current || (packaged ? '' : (result.deckNames[0] ?? '')));
        })
        .catch((e: unknown) => {
          if (id !== request.current) return;
          setPreview(null);
          setError(e instanceof Error && e.message ? e.message : IMPORT_FAILED);
        })
        .finally(() => {
          if (id === request.current) setPreviewing(false);
        });
    }, 300);
    return () => window.clearTimeout(timer);
  }, [file, textOptions]);

  const chooseFile = (chosen: File | undefined) => {
    request.current += 1;
    setPreview(null);
    setTextOptions(DEFAULT_TEXT_OPTIONS);
    setDeckName('');
    setError(null);
    if (!chosen) {
      setFile(null);
      return;
    }
    if (chosen.size > IMPORT_MAX_BYTES) {
      setFile(null);
      setError(TOO_LARGE);
      return;
    }
    setFile(chosen);
  };

  const destinationChoices = (): ImportChoices | null => {
    if (destination === 'existing') return deckId ? { deckId } : null;
    if (destination === 'new') return deckName.trim() ? { deckName: deckName.trim() } : null;
    return {};
  };
  const target = destinationChoices();
  const canImport = Boolean(file && preview && !previewing && target && !pending);

  const submit = () => {
    if (!file || !preview || !target) return;
    setError(null);
    importCards.mutate(
      { file, choices: { ...(isPackage ? {} : textChoices(textOptions)), ...target } },
      {
        onSuccess: (result) => {
          const into = result.decks.map((d) => d.name).join(', ');
          toast({
            title: importResultTitle(result),
            // Media problems are only known once the import has read the files, so they are told here.
            description: [
              into && `Into ${into}.`,
              result.skipped > 0 && `${plural(result.skipped, 'card')} skipped.`,
              ...result.warnings.slice(0, 2),
            ]
              .filter(Boolean)
              .join(' '),
            variant: 'success',
          });
          close();
        },
        onError: (e) => setError(e.message || IMPORT_FAILED),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (next) onOpenChange(true);
        else close();
      }}
    >
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Import cards</DialogTitle>
          <DialogDescription>
            From Anki (.apkg, .colpkg), a CSV or TSV file, or a Quizlet export (.txt). Importing the same Anki deck
            again updates its cards.
          </DialogDescription>
        </DialogHeader>

        <div className="grid gap-2">
          <span className="text-sm font-semibold">File</span>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-dashed border-border px-3 py-2.5 text-sm transition-colors hover:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
            <FileUpIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0 flex-1 truncate" data-testid="import-file-name">
              {file ? file.name : 'Choose a file'}
            </span>
            <span className="text-xs font-semibold text-primary">{file ? 'Change' : 'Browse'}</span>
            <input
              id={fileInputId}
              aria-label="Choose a file to import"
              type="file"
              accept={IMPORT_FILE_EXTENSIONS.join(',')}
              className="sr-only"
              disabled={pending}
              onChange={(e) => {
                chooseFile(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
        </div>

        {error && <FormAlert>{error}</FormAlert>}

        {file && previewing && !preview && (
          <div className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" label="Reading the file" />
            Reading the file…
          </div>
        )}

        {preview && (
          <div className="grid gap-4" aria-busy={previewing}>
            <p className="text-sm font-medium" aria-live="polite">
              {plural(preview.total, 'card')} found
              {preview.skipped > 0 && <span className="text-muted-foreground"> · {preview.skipped} skipped</span>}
              {isPackage && preview.deckNames.length > 0 && (
                <span className="text-muted-foreground"> · {plural(preview.deckNames.length, 'deck')}</span>
              )}
            </p>

            {!isPackage && (
              <ImportTextOptions
                options={textOptions}
                onChange={setTextOptions}
                detected={preview}
                disabled={pending}
              />
            )}

            <ImportPreviewList cards={preview.cards} showDeck={isPackage && destination === 'package'} />

            {preview.warnings.length > 0 && (
              <ul className="grid gap-1 rounded-xl bg-muted px-3.5 py-3 text-xs text-muted-foreground">
                {preview.warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            )}

            <div className="grid gap-3">
              <span id={destinationLabelId} className="text-sm font-semibold">
                Import into
              </span>
              <SegmentedControl<Destination>
                aria-labelledby={destinationLabelId}
                value={destination}
                onValueChange={setDestination}
                disabled={pending}
                options={[
                  ...(isPackage ? [{ value: 'package' as const, label: "Anki's decks" }] : []),
                  { value: 'new', label: 'New deck' },
                  ...(decks.length > 0 ? [{ value: 'existing' as const, label: 'Existing deck' }] : []),
                ]}
              />
              {destination === 'package' && (
                <p className="text-xs text-muted-foreground">
                  {preview.deckNames.slice(0, 5).join(', ')}
                  {preview.deckNames.length > 5 && ` and ${preview.deckNames.length - 5} more`}. A deck with the same
                  name as one of yours is added to.
                </p>
              )}
              {destination === 'new' && (
                <TextField
                  label="Deck name"
                  value={deckName}
                  maxLength={200}
                  onChange={(e) => setDeckName(e.target.value)}
                  disabled={pending}
                />
              )}
              {destination === 'existing' && (
                <div className="grid gap-2">
                  <Label htmlFor={existingId}>Deck</Label>
                  <OptionSelect
                    id={existingId}
                    value={deckId}
                    onValueChange={setDeckId}
                    options={decks.map((d) => ({ value: d.id, label: d.name }))}
                    placeholder="Choose a deck"
                    disabled={pending}
                  />
                </div>
              )}
            </div>
          </div>
        )}

        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!canImport}>
            <UploadIcon aria-hidden="true" />
            {pending ? 'Importing…' : preview ? `Import ${plural(preview.total, 'card')}` : 'Import'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
