/** What the import dialog sends beside the file; empty values are left out (the server's defaults apply). */
export interface ImportChoices {
  separator?: string;
  rowSeparator?: string;
  hasHeader?: 'true' | 'false' | 'auto';
  frontColumn?: number;
  deckId?: string;
  deckName?: string;
}

export const IMPORT_FAILED = 'Import failed. Please try again.';

export function importFormData(file: File, choices: ImportChoices): FormData {
  const form = new FormData();
  // Text fields first, so the server has them however it reads the parts.
  for (const [name, value] of Object.entries(choices)) {
    if (value !== undefined && value !== '') form.append(name, String(value));
  }
  form.append('file', file, file.name);
  return form;
}
