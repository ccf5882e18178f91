import {
  detectImageSignature,
  FILE_SIGNATURE_BYTES,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  MAX_SUMMARY_PHOTOS,
  type ImageSignature,
} from '@revisely/contracts';

/**
 * The wizard's upload step takes photos (JPEG, PNG, WEBP) and documents (PDF, Word, PowerPoint,
 * plain text, Markdown). A file is judged by its first bytes, not its name or the browser's type:
 * a renamed file is refused here, before an upload that would fail (issue 27 item 10). The server
 * judges the bytes again.
 */
export type SourceKind = 'photo' | 'document';

export interface SourceProblem {
  title: string;
  description: string;
}

export const SOURCE_PROBLEMS = {
  heic: {
    title: 'iPhone Photo Format Detected',
    description:
      'HEIC/HEIF photos are not supported. On your iPhone choose Settings > Camera > Formats > Most Compatible, or use the Camera button to take the photo here.',
  },
  unsupported: {
    title: 'Unsupported File Type',
    description: 'Please choose a JPEG, PNG or WEBP photo, or a PDF, Word, PowerPoint, text or Markdown document.',
  },
  photoTooLarge: { title: 'File Too Large', description: 'Image must be smaller than 15MB...' },
  documentTooLarge: { title: 'File Too Large', description: 'Documents must be smaller than 20MB.' },
  tooMany: {
    title: 'Too Many Photos',
    description: `A summary can have at most ${MAX_SUMMARY_PHOTOS} photos. Remove one to add another.`,
  },
  noFile: { title: 'No Notes Found', description: 'Drop photos of your notes or a document.' },
} satisfies Record<string, SourceProblem>;

export const SOURCE_ACCEPT = [
  'image/jpeg',
  'image/png',
  'image/webp',
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  'application/pdf',
  '.pdf',
  '.docx',
  '.pptx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/plain',
  'text/markdown',
  '.txt',
  '.md',
].join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** What the first bytes say the file is: photos (and iPhone photos) by the server's own rule. */
export function sniffBytes(bytes: Uint8Array): ImageSignature | 'pdf' | 'zip' | null {
  const image = detectImageSignature(bytes);
  if (image) return image;
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  return null;
}

/** Text files must be UTF-8 without NUL bytes (a binary file renamed .txt is neither). */
export function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function readBytes(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsArrayBuffer(blob);
  });
}

/** Text is checked over its first 64 KB; a multi-byte character cut at the end is allowed. */
const TEXT_SAMPLE = 64 * 1024;

/** The file's kind, or the problem to show the student. */
export async function checkSourceFile(file: File): Promise<{ kind: SourceKind } | { problem: SourceProblem }> {
  const ext = extensionOf(file.name);
  let head: Uint8Array;
  try {
    head = await readBytes(file.slice(0, FILE_SIGNATURE_BYTES));
  } catch {
    return { problem: SOURCE_PROBLEMS.unsupported };
  }
  const sniffed = sniffBytes(head);
  if (sniffed === 'heic' || (sniffed === null && ['heic', 'heif'].includes(ext))) {
    return { problem: SOURCE_PROBLEMS.heic };
  }
  if (sniffed === 'jpeg' || sniffed === 'png' || sniffed === 'webp') {
    return file.size > MAX_IMAGE_BYTES ? { problem: SOURCE_PROBLEMS.photoTooLarge } : { kind: 'photo' };
  }
  const document =
    sniffed === 'pdf' ||
    (sniffed === 'zip' && (ext === 'docx' || ext === 'pptx')) ||
    (sniffed === null &&
      (ext === 'txt' || ext === 'md' || file.type === 'text/plain' || file.type === 'text/markdown') &&
      file.size > 0 &&
      isUtf8Text(trimPartialCharacter(await readBytes(file.slice(0, TEXT_SAMPLE)), file.size > TEXT_SAMPLE)));
  if (!document) return { problem: SOURCE_PROBLEMS.unsupported };
  return file.size > MAX_DOCUMENT_BYTES ? { problem: SOURCE_PROBLEMS.documentTooLarge } : { kind: 'document' };
}

/** Drops up to three bytes of a UTF-8 sequence the sample cut in two. */
function trimPartialCharacter(bytes: Uint8Array, cut: boolean): Uint8Array {
  if (!cut) return bytes;
  const end = bytes.length;
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = bytes[end - back] ?? 0;
    if ((byte & 0xc0) === 0xc0) return bytes.slice(0, end - back);
    if ((byte & 0x80) === 0) break;
  }
  return bytes.slice(0, end);
}
