import { describe, expect, it } from 'vitest';
import { binaryPgmToPbm } from './pbm-encode.js';

describe('binaryPgmToPbm', () => {
  it('packs ink (below 128) as set bits, MSB first, each row padded to a byte', () => {
    // 10 × 2: row 0 ink at x 0 and 9; row 1 grey 127 (ink) at x 1, 128 (paper) at x 2.
    const pixels = Buffer.alloc(20, 255);
    pixels[0] = 0;
    pixels[9] = 0;
    pixels[11] = 127;
    pixels[12] = 128;
    const pgm = Buffer.concat([Buffer.from('P5\n10 2\n255\n', 'latin1'), pixels]);
    const pbm = binaryPgmToPbm(pgm, 10, 2);
    const header = 'P4\n10 2\n';
    expect(pbm.toString('latin1', 0, header.length)).toBe(header);
    expect([...pbm.subarray(header.length)]).toEqual([0b1000_0000, 0b0100_0000, 0b0100_0000, 0b0000_0000]);
  });
});
