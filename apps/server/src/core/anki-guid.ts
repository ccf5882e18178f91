import { createHash } from 'node:crypto';

// Anki's own guid alphabet (base91 without quote, backslash and space).
const GUID_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>?@[]^_`{|}~';

/**
 * The Anki note guid of a card made here (no stored `note_guid`). Anki's guids are a random 64-bit
 * number in base91; hashing our card id instead keeps the guid the same on every export, which is
 * what lets a re-import (into Anki, or back into Revisely) update notes instead of duplicating.
 * Shared by the export (writes it) and the import (recognises it).
 */
export function derivedNoteGuid(cardId: string): string {
  let n = createHash('sha256').update(`revisely:card:${cardId}`, 'utf8').digest().readBigUInt64BE(0);
  const base = BigInt(GUID_ALPHABET.length);
  let out = '';
  do {
    out = GUID_ALPHABET.charAt(Number(n % base)) + out;
    n /= base;
  } while (n > 0n);
  return out;
}
