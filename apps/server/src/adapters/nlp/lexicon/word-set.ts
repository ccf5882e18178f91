/** One set from several word groups, so a group two lists share is written once. */
export function wordSet(...groups: Iterable<string>[]): ReadonlySet<string> {
  const out = new Set<string>();
  for (const group of groups) for (const word of group) out.add(word);
  return out;
}
