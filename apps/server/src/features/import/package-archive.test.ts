import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { IMPORT_ERRORS } from './import-errors.js';
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

describe('PackageArchive caps', () => {
  it('refuses a package naming one file twice (a check on one copy must hold for what is inflated)', () => {
    // The finding: a large first collection.anki2 behind a tiny second one of the same name.
    const zip = zipSync({ 'collection.anki2': new Uint8Array(8 * 1024 * 1024), 'collection.anki3': text('tiny') });
    renameAll(zip, 'collection.anki3', 'collection.anki2');
    let refused: unknown;
    try {
      new PackageArchive(zip);
    } catch (error) {
      refused = error;
    }
    expect(refused).toMatchObject({ statusCode: 400, message: IMPORT_ERRORS.duplicateNames });
    expect(IMPORT_ERRORS.duplicateNames).toMatch(/two files with the same name/);
  });

  it('counts the bytes actually inflated, stopping an entry that declares less than it holds', () => {
    const zip = zipSync({ small: new Uint8Array(24 * 1024 * 1024) });
    // Both headers claim 100 bytes; the deflate stream holds 24 MB of zeros.
    setDeclaredSize(zip, 'small', 100);
    const archive = new PackageArchive(zip);
    expect(archive.entries.get('small')?.originalSize).toBe(100);
    expect(archive.read('small', 1000)).toBeNull();
    // Inflation stopped within one step (at most ~17 MB) past the cap, short of the 24 MB.
    expect(archive.unpackedBytes).toBeGreaterThan(1000);
    expect(archive.unpackedBytes).toBeLessThan(20 * 1024 * 1024);
    expect(new PackageArchive(zip).readMany(new Map([['small', 1000]])).size).toBe(0);
  });

  it('still reads an honest entry in full, stored or deflated', () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 'revision cards ');
    const archive = new PackageArchive(zipSync({ big, kept: [text('stored'), { level: 0 }] }));
    expect(Buffer.from(archive.read('big', big.length)!).equals(big)).toBe(true);
    expect(archive.read('big', big.length - 1)).toBeNull();
    expect(new TextDecoder().decode(archive.read('kept', 100)!)).toBe('stored');
    expect(archive.unpackedBytes).toBe(big.length + 'stored'.length);
  });
});

/** Renames an entry in its local and central headers (names of equal length). */
function renameAll(zip: Uint8Array, from: string, to: string) {
  const [a, b] = [text(from), text(to)];
  for (let i = 0; i + a.length <= zip.length; i++) {
    if (a.every((byte, j) => zip[i + j] === byte)) zip.set(b, i);
  }
}

/** Sets the unpacked size both headers of entry `name` declare. */
function setDeclaredSize(zip: Uint8Array, name: string, size: number) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  view.setUint32(findLocalHeader(zip, name) + 22, size, true);
  for (let i = 0; i + 4 <= zip.length; i++) {
    if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + 24, size, true);
  }
}

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
