/**
 * One-bit PBM (P4) from the binarised PGM that preprocessing returns. Native Tesseract reads it
 * straight as a 1 bpp image and skips its own thresholding: on the development set's pages that
 * needed no deskew the TSV was byte-for-byte the same as from the PGM and Tesseract's CPU time
 * 8–15% lower (docs/ocr.md). Below 128 is ink (a rotation leaves grey edges), as in rule-removal.ts.
 */
/**
 * Leptonica refuses any image file under 12 bytes ("pixReadMem: size < 12"), which a PBM of a
 * few pixels is; images this small are cheap to send as PGM anyway.
 */
export const MIN_PBM_PIXELS = 1024;

export function binaryPgmToPbm(pgm: Buffer, width: number, height: number): Buffer {
  const pixels = pgm.subarray(pgm.length - width * height);
  const rowBytes = Math.ceil(width / 8);
  const header = Buffer.from(`P4\n${width} ${height}\n`, 'latin1');
  const out = Buffer.alloc(header.length + rowBytes * height);
  header.copy(out);
  // Hot loop: indices are in range by construction, hence the non-null assertions.
  for (let y = 0; y < height; y++) {
    const source = y * width;
    const target = header.length + y * rowBytes;
    for (let x = 0; x < width; x++) {
      if (pixels[source + x]! < 128) out[target + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  return out;
}
