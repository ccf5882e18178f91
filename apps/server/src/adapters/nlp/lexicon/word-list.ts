import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Word lists live in `nlp/data/` as text files: one term per line, `#` starts a comment line, and
 * `[group]` starts a named group inside a file. The server build copies the folder beside the
 * compiled modules, so the same relative path works under tsx, vitest, worker threads and `dist`.
 * scripts/check-word-lists.mjs keeps the files tidy (sorted groups, no duplicates, no stray characters).
 */
export const WORD_LIST_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'data');

const parsed = new Map<string, ReadonlyMap<string, readonly string[]>>();

/** The named groups of a data file (`name` without `.txt`), each in file order; ungrouped lines go under "". */
export function readWordGroups(name: string): ReadonlyMap<string, readonly string[]> {
  const cached = parsed.get(name);
  if (cached) return cached;
  const text = readFileSync(path.join(WORD_LIST_DIR, `${name}.txt`), 'utf8');
  const groups = new Map<string, string[]>();
  let current: string[] = [];
  groups.set('', current);
  for (const raw of text.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line === '' || line.startsWith('#')) continue;
    const header = /^\[([a-z0-9-]+)\]$/u.exec(line);
    if (header) {
      current = [];
      groups.set(header[1] as string, current);
      continue;
    }
    current.push(line);
  }
  parsed.set(name, groups);
  return groups;
}

/** Every term of a data file, all groups together. */
export function readWordList(name: string): string[] {
  return [...readWordGroups(name).values()].flat();
}

/** One group of a data file; a missing group is a packaging mistake, so it throws. */
export function readWordGroup(name: string, group: string): readonly string[] {
  const words = readWordGroups(name).get(group);
  if (!words) throw new Error(`Word list ${name}.txt has no [${group}] group`);
  return words;
}

/** The data files of a folder (e.g. "spec-terms"), by name without `.txt`, sorted. */
export function wordListNames(folder: string): string[] {
  return readdirSync(path.join(WORD_LIST_DIR, folder))
    .filter((file) => file.endsWith('.txt'))
    .map((file) => `${folder}/${file.slice(0, -'.txt'.length)}`)
    .sort();
}
