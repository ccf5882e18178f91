import { MAX_IMAGE_BYTES } from '@revisely/contracts';

export type ImageRejection = 'heic' | 'unsupported' | 'too-large';

export interface ImageProblem {
  reason: ImageRejection | 'no-image';
  title: string;
  description: string;
}

/** Spec §5 texts; the server gives the same answers, these save an upload that would fail. */
export const IMAGE_PROBLEMS: Record<ImageProblem['reason'], ImageProblem> = {
  heic: {
    reason: 'heic',
    title: 'iPhone Photo Format Detected',
    description:
      'HEIC/HEIF photos are not supported. On your iPhone choose Settings > Camera > Formats > Most Compatible, or use the Camera button to take the photo here.',
  },
  unsupported: {
    reason: 'unsupported',
    title: 'Unsupported File Type',
    description: 'Please choose a JPEG, PNG or WEBP image.',
  },
  'too-large': {
    reason: 'too-large',
    title: 'File Too Large',
    description: 'Image must be smaller than 15MB...',
  },
  'no-image': {
    reason: 'no-image',
    title: 'No Image Found',
    description: 'Drop a JPEG, PNG or WEBP image of your notes.',
  },
};

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const ACCEPTED_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
/** For the file inputs' accept attribute. */
export const IMAGE_ACCEPT = [...ACCEPTED_IMAGE_TYPES, ...ACCEPTED_IMAGE_EXTENSIONS.map((e) => `.${e}`)].join(',');

type FileLike = Pick<File, 'name' | 'type' | 'size'>;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isHeic(file: FileLike): boolean {
  const type = file.type.toLowerCase();
  return (
    type.startsWith('image/heic') || type.startsWith('image/heif') || ['heic', 'heif'].includes(extensionOf(file.name))
  );
}

/**
 * Spec §5: any image type, or a jpg/jpeg/png/webp extension (some browsers and pickers leave the
 * type empty or generic for camera files). HEIC is ruled out before this is asked.
 */
function isAcceptedType(file: FileLike): boolean {
  if (file.type.toLowerCase().startsWith('image/')) return true;
  return (ACCEPTED_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
}

/** Null when the file can be sent; HEIC is checked first because iPhones are the common case. */
export function checkImageFile(file: FileLike): ImageProblem | null {
  if (isHeic(file)) return IMAGE_PROBLEMS.heic;
  if (!isAcceptedType(file)) return IMAGE_PROBLEMS.unsupported;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_PROBLEMS['too-large'];
  return null;
}

/** Whether a dropped item looks like an image at all; anything else counts towards 'No Image Found'. */
export function looksLikeImage(file: FileLike): boolean {
  return file.type.toLowerCase().startsWith('image/') || isHeic(file) || isAcceptedType(file);
}

/** The first image among dropped files, or null when the drop held none. */
export function firstImage<T extends FileLike>(files: Iterable<T>): T | null {
  for (const file of files) if (looksLikeImage(file)) return file;
  return null;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A readable type for the preview: the MIME subtype, else the extension. */
export function describeFileType(file: FileLike): string {
  const subtype = file.type.split('/')[1];
  return (subtype || extensionOf(file.name) || 'unknown').toUpperCase();
}
