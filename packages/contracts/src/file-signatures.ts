/**
 * Files told apart by their first bytes (names and MIME types are never trusted). Pure byte
 * checks shared by the server, which decides, and the web, which refuses early with the same
 * answer. Node's Buffer is a Uint8Array, so both sides pass their bytes as they are.
 */

/**
 * ISO-BMFF brands of the HEIF family (HEIC stills and sequences, generic HEIF, AVIF). The spec
 * rejects HEIC/HEIF; sharp's prebuilt libvips cannot decode HEVC and most browsers cannot show
 * these files, so the whole container family gets the iPhone advice rather than a vague error.
 */
export const HEIF_BRANDS: ReadonlySet<string> = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);

/** How many first bytes the checks below read: enough for an 'ftyp' box's usual brands. */
export const FILE_SIGNATURE_BYTES = 64;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
}

/**
 * The brands of an ISO-BMFF 'ftyp' box (MP4, M4A, HEIC…): the major brand, then every compatible
 * brand (the minor version between them is skipped). Null when the bytes do not start with one.
 */
export function ftypBrands(bytes: Uint8Array): string[] | null {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  // A size of 0 or 1 means "to end of file" or a 64-bit size; the brands still follow at offset 16.
  const end = Math.min(bytes.length, boxSize >= 16 ? boxSize : FILE_SIGNATURE_BYTES);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands;
}

/** A HEIC/HEIF/AVIF still, by any of its brands (some encoders put 'mif1' first). */
export function isHeifFamily(bytes: Uint8Array): boolean {
  return ftypBrands(bytes)?.some((brand) => HEIF_BRANDS.has(brand)) ?? false;
}

export type ImageSignature = 'jpeg' | 'png' | 'webp' | 'heic';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** JPEG, PNG, WEBP or the HEIF family (refused with the iPhone advice); null for anything else. */
export function detectImageSignature(bytes: Uint8Array): ImageSignature | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (isHeifFamily(bytes)) return 'heic';
  return null;
}
