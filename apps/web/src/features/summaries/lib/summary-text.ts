/** The edit screen shows the points as paragraphs separated by a blank line (spec §5). */
export function joinSummaryPoints(points: readonly string[]): string {
  return points.join('\n\n');
}

/** Blank lines separate points; whitespace-only points are dropped (spec §5). */
export function splitSummaryText(text: string): string[] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((point) => point.trim())
    .filter((point) => point.length > 0);
}

/** A data: URL's base64 part, which is what the create payload's photoUrl carries (spec §3). */
export function base64FromDataUrl(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  return dataUrl.startsWith('data:') && comma >= 0 ? dataUrl.slice(comma + 1) : dataUrl;
}

export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? base64FromDataUrl(reader.result) : '');
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image'));
    reader.readAsDataURL(file);
  });
}

export function formatSummaryDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
