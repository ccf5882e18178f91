import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { PackageArchive } from './package-archive.js';

const text = (s: string) => new TextEncoder().encode(s);
const decoded = (m: Map<string, Uint8Array>) =>
  Object.fromEntries([...m].map(([name, bytes]) => [name, new TextDecoder().decode(bytes)]));

describe('PackageArchive.readMany', () => {
  it('reads the wanted entries in one pass, leaving out absent and oversized ones', () => {
    const archive = new PackageArchive(
      zipSync({ '0': text('first'), '1': text('second file'), '2': text('unwanted') }, { level: 0 }),
    );
    const out = archive.readMany(
      new Map([
        ['0', 100],
        ['1', 5],
        ['9', 100],
      ]),
    );
    expect(decoded(out)).toEqual({ '0': 'first' });
  });

  it('loses only a damaged entry', () => {
    const good = text('a good sound file '.repeat(20));
    const zip = zipSync({ good, bad: text('a damaged image file '.repeat(20)) });
    // Garble the start of the damaged entry's deflate stream (after its 30-byte header and name).
    const bad = findLocalHeader(zip, 'bad') + 30 + 'bad'.length;
    zip.fill(0xff, bad, bad + 16);
    expect(() => new PackageArchive(zip).read('bad', 10_000)).toThrow(/damaged/);
    const out = new PackageArchive(zip).readMany(
      new Map([
        ['good', 10_000],
        ['bad', 10_000],
      ]),
    );
    expect([...out.keys()]).toEqual(['good']);
    expect(out.get('good')).toEqual(good);
  });
});

/** Offset of the local file header of entry `name`. */
function findLocalHeader(zip: Uint8Array, name: string): number {
  const wanted = text(name);
  for (let i = 0; i + 30 + wanted.length <= zip.length; i++) {
    if (zip[i] !== 0x50 || zip[i + 1] !== 0x4b || zip[i + 2] !== 3 || zip[i + 3] !== 4) continue;
    const nameLength = zip[i + 26]! | (zip[i + 27]! << 8);
    if (nameLength === wanted.length && wanted.every((b, j) => zip[i + 30 + j] === b)) return i;
  }
  throw new Error(`no entry ${name}`);
}
