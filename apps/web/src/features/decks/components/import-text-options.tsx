import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import { TextField } from '@/components/ui/text-field';

export type SeparatorChoice = 'auto' | 'tab' | 'comma' | 'semicolon' | 'pipe' | 'custom';

export interface TextOptions {
  separator: SeparatorChoice;
  customSeparator: string;
  rowSeparator: 'newline' | 'semicolon';
  hasHeader: 'auto' | 'true' | 'false';
  frontColumn: number | undefined;
}

export const DEFAULT_TEXT_OPTIONS: TextOptions = {
  separator: 'auto',
  customSeparator: '',
  rowSeparator: 'newline',
  hasHeader: 'auto',
  frontColumn: undefined,
};

const SEPARATORS = [
  { value: 'auto', label: 'Detect automatically' },
  { value: 'tab', label: 'Tab' },
  { value: 'comma', label: 'Comma (,)' },
  { value: 'semicolon', label: 'Semicolon (;)' },
  { value: 'pipe', label: 'Pipe (|)' },
  { value: 'custom', label: 'Other…' },
];
const ROW_SEPARATORS = [
  { value: 'newline', label: 'One card per line' },
  { value: 'semicolon', label: 'Cards separated by ;' },
];

/**
 * Separator, rows, header and front column for CSV/TSV/Quizlet text. The detected values come back
 * from the preview (`detected`), so the controls show what the server actually used.
 */
export function ImportTextOptions({
  options,
  onChange,
  detected,
  disabled,
}: {
  options: TextOptions;
  onChange: (next: TextOptions) => void;
  detected: { separator: string | null; columns: string[]; hasHeader: boolean; frontColumn: number };
  disabled?: boolean;
}) {
  const separatorId = useId();
  const rowsId = useId();
  const frontId = useId();
  const headerId = useId();
  const knownSeparator = SEPARATORS.some((s) => s.value === detected.separator);
  const separatorValue =
    options.separator === 'auto' && detected.separator && knownSeparator ? detected.separator : options.separator;
  const columns = detected.columns.map((text, i) => ({
    value: String(i),
    label: `Column ${i + 1}${text ? `: ${text.length > 30 ? `${text.slice(0, 30)}…` : text}` : ''}`,
  }));

  return (
    <fieldset className="grid gap-3 rounded-xl border border-border p-3">
      <legend className="px-1 text-sm font-semibold">Text file layout</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={separatorId}>Separator</Label>
          <OptionSelect
            id={separatorId}
            value={separatorValue}
            onValueChange={(value) =>
              onChange({ ...options, separator: value as SeparatorChoice, frontColumn: undefined })
            }
            options={SEPARATORS}
            placeholder="Separator"
            disabled={disabled}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={rowsId}>Cards</Label>
          <OptionSelect
            id={rowsId}
            value={options.rowSeparator}
            onValueChange={(value) =>
              onChange({ ...options, rowSeparator: value as TextOptions['rowSeparator'], frontColumn: undefined })
            }
            options={ROW_SEPARATORS}
            placeholder="Cards"
            disabled={disabled}
          />
        </div>
      </div>
      {options.separator === 'custom' && (
        <TextField
          label="Separator text"
          hint="What Quizlet put between term and definition, e.g. ' - '"
          value={options.customSeparator}
          maxLength={10}
          onChange={(e) => onChange({ ...options, customSeparator: e.target.value, frontColumn: undefined })}
          disabled={disabled}
        />
      )}
      <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
        {columns.length > 1 && (
          <div className="grid gap-2">
            <Label htmlFor={frontId}>Front of the card</Label>
            <OptionSelect
              id={frontId}
              value={String(options.frontColumn ?? detected.frontColumn)}
              onValueChange={(value) => onChange({ ...options, frontColumn: Number(value) })}
              options={columns}
              placeholder="Column"
              disabled={disabled}
            />
          </div>
        )}
        <label htmlFor={headerId} className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm font-medium">
          <Checkbox
            id={headerId}
            checked={options.hasHeader === 'auto' ? detected.hasHeader : options.hasHeader === 'true'}
            onCheckedChange={(checked) => onChange({ ...options, hasHeader: checked === true ? 'true' : 'false' })}
            disabled={disabled}
          />
          First row is a header
        </label>
      </div>
    </fieldset>
  );
}
