import { capitaliseFirst, LANGUAGE_NAME, lowerFirst, type TableRow } from '../../nlp/index.js';
import type { UnitCandidate } from '../candidate.js';

/**
 * Cards from a row of a table in the notes (`nlp/table-lines.ts`). The row reads as
 * "Lithium: symbol Li; melting point 181C", which the term rules would ask as "What is lithium?";
 * the table says what each cell is, so the question can name it:
 *
 *   Lithium: symbol, melting point and reaction with water?  →  Lithium — symbol: Li; melting point: 181C; …
 *   Mitosis vs Meiosis: number of divisions?                   →  Number of divisions — Mitosis: 1; Meiosis: 2
 *   Militarism: example?                                       →  Militarism — Naval race with Britain
 *   What is "les vacances" in English?                         →  Holidays
 *   When A = 1 and B = 0, what is A AND B?                     →  0
 *
 * Each answer names its row ("Lithium — symbol: Li; …"), so it reads whole in a list of cards.
 * Undefined when the headings add nothing ("Key term | Meaning", no header):
 * then the row is an ordinary "term: explanation" item.
 */

/** Second columns that only say "this is what the term means", or a language of a vocabulary list. */
const PLAIN_GLOSS = /^(?:meaning|definition|description|explanation|what it (?:means|is)|key (?:terms?|words?))$/iu;

function listed(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

export function tableRowCard(row: TableRow): UnitCandidate | undefined {
  const cells = row.cells;
  if (cells.length === 0 || cells.some((c) => c.name === '')) return undefined;
  if (row.valueKeyed) {
    const last = cells.at(-1);
    if (!last || cells.length < 2) return undefined;
    const inputs = cells.slice(0, -1).map((c) => `${c.name} = ${c.value}`);
    return { kind: 'fact', front: `When ${listed(inputs)}, what is ${last.name}?`, back: last.value, weight: 1.1 };
  }
  if (row.key === '') return undefined;
  if (row.comparison) {
    return {
      kind: 'fact',
      front: `${cells.map((c) => c.name).join(' vs ')}: ${lowerFirst(row.key)}?`,
      back: `${row.key} — ${cells.map((c) => `${c.name}: ${c.value}`).join('; ')}`,
      weight: 1.1,
    };
  }
  if (cells.length === 1) {
    const only = cells[0];
    if (!only || PLAIN_GLOSS.test(only.name)) return undefined;
    // 'What is "les vacances" in English?' → "Holidays".
    if (LANGUAGE_NAME.test(only.name))
      return {
        kind: 'term',
        front: `What is "${row.key}" in ${capitaliseFirst(only.name.toLowerCase())}?`,
        back: capitaliseFirst(only.value),
        weight: 1.1,
      };
    return {
      kind: 'fact',
      front: `${row.key}: ${lowerFirst(only.name)}?`,
      back: `${row.key} — ${only.value}`,
      weight: 1.1,
    };
  }
  return {
    kind: 'fact',
    front: `${row.key}: ${listed(cells.map((c) => lowerFirst(c.name)))}?`,
    back: `${row.key} — ${cells.map((c) => `${lowerFirst(c.name)}: ${c.value}`).join('; ')}`,
    weight: 1.1,
  };
}
