import { isKnownWord } from './wink.js';

const LIGATURES: Record<string, string> = { ﬀ: 'ff', ﬁ: 'fi', ﬂ: 'fl', ﬃ: 'ffi', ﬄ: 'ffl', ﬅ: 'st', ﬆ: 'st' };
const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

/**
 * Longest run of non-space characters kept. Real words, formulas and units are far shorter; longer
 * runs are OCR garbage or pasted URLs, and capping them keeps every later pattern linear.
 */
export const MAX_WORD_LENGTH = 60;

/** Character-level repairs that do not depend on layout. */
export function normaliseCharacters(raw: string): string {
  return (
    // Every quantifier below runs over whitespace or a word; once runs of spaces are single and no
    // word is longer than MAX_WORD_LENGTH, no pattern here or later can backtrack far.
    emojiBullets(collapseSpaces(capWordLength(raw.replace(/\r\n?/g, '\n').replace(/\f/g, '\n\n'))))
      .replace(/[ﬀﬁﬂﬃﬄﬅﬆ]/gu, (c) => LIGATURES[c] ?? c)
      .replace(/[₀-₉]/gu, (c) => String(SUBSCRIPT_DIGITS.indexOf(c)))
      .replace(/[\u200B-\u200D\u2060\uFEFF]/gu, '')
      // A soft hyphen only survives OCR where a word was split.
      .replace(/\u00AD ?\n? ?/gu, '')
      .replace(/[“”„‟″]/gu, '"')
      .replace(/[‘’‚‛′`´]/gu, "'")
      .replace(/ ?\n? ?(?:->|=>|⟶|➔|➜) ?\n? ?/gu, ' → ')
      .replace(/…/gu, '...')
      // "Tengo dos hermanos. = I have two brothers."
      .replace(/\. ?= /gu, ' = ')
  );
}

const EMOJI_LINE =
  /^(?![✓✔☐□◆◇❖➢➤►])\p{Extended_Pictographic}\uFE0F?(?:\p{Extended_Pictographic}\uFE0F?){0,3} ?(.*)$/gmu;

/**
 * "✅ Long flowing melodies", "👉 Composers: Bach, Handel": an emoji opening a line marks an item, as a
 * bullet does; over a line in capitals ("⭐ BAROQUE (c.1600-1750)") or on the first line, the title
 * ("🎵 Baroque vs Classical"), it decorates a heading. (Not the ticks and arrows read as bullets.)
 */
function emojiBullets(text: string): string {
  const first = text.search(/\S/u);
  return text.replace(EMOJI_LINE, (_m, rest: string, at: number) =>
    isShouted(rest) || at <= first ? rest : `- ${rest}`,
  );
}

function isShouted(line: string): boolean {
  const letters = line.replace(/\([^()]*\)/gu, '').replace(/[^\p{L}]/gu, '');
  return letters.length >= 4 && letters === letters.toUpperCase();
}

/** Drops runs of over MAX_WORD_LENGTH non-space characters, in one linear pass. */
function capWordLength(text: string): string {
  return text.replace(/(?<!\S)\S{61,}/gu, ' ');
}

/**
 * Odd spaces become plain ones, runs of spaces one space, spaces next to a line break go, and blank
 * lines collapse to one; each pattern starts at a character its own run cannot skip, so it is linear.
 */
function collapseSpaces(text: string): string {
  return text
    .replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000\t\v]/gu, ' ')
    .replace(/ {2,}/gu, ' ')
    .replace(/ ?\n ?/gu, '\n')
    .replace(/\n{3,}/gu, '\n\n');
}

/** "photo-\nsynthesis" -> "photosynthesis", but "well-\nknown" stays "well-known". */
export function dehyphenate(text: string): string {
  const lower = text.toLowerCase();
  // Every word and hyphenated compound the notes write, gathered once instead of searched per split.
  const words = new Set<string>();
  const hyphenatedPairs = new Set<string>();
  for (const w of lower.match(/\p{L}+(?:-\p{L}+)*/gu) ?? []) {
    const parts = w.split('-');
    parts.forEach((part, i) => {
      words.add(part);
      if (i > 0) hyphenatedPairs.add(`${parts[i - 1] ?? ''}-${part}`);
    });
  }
  // OCR that already joined the lines leaves "div- ided"; "pre- and post-war" is deliberate. Words are
  // at most MAX_WORD_LENGTH long, so the letter runs here are bounded.
  const inline = text.replace(/(?<!\p{L})(\p{L}{2,})- (\p{Ll}{2,})/gu, (m, head: string, tail: string) =>
    ['and', 'or', 'to', 'nor'].includes(tail) || !(isKnownWord(head + tail) || !isKnownWord(head)) ? m : head + tail,
  );
  // A stray bar OCR left after the hyphen ("pari- |") goes with it.
  return inline.replace(/(?<!\p{L})(\p{L}+)- ?[|¦]? ?\n ?(\p{Ll}\p{L}*)/gu, (_m, head: string, tail: string) => {
    const joined = head + tail;
    const hyphenated = `${head}-${tail}`.toLowerCase();
    if (hyphenatedPairs.has(hyphenated)) return `${head}-${tail}`;
    if (words.has(joined.toLowerCase())) return joined;
    // "secret-" + "ions": the lexicon knows "secretion", not every plural.
    if (isKnownWord(joined) || (/\p{L}{4}s$/u.test(joined) && isKnownWord(joined.replace(/e?s$/u, '')))) return joined;
    if (isKnownWord(head) && isKnownWord(tail) && head.length > 2 && tail.length > 2) return `${head}-${tail}`;
    return joined;
  });
}

/**
 * Repairs within a line: stray symbols, spacing around punctuation, doubled punctuation. Space runs
 * are collapsed before and after the removals, and patterns that start with a space quantifier are
 * anchored to the start of the run ((?<!\s)), so a line of 100,000 spaces or brackets stays linear.
 */
export function tidyInline(s: string): string {
  return (
    s
      // Asterisks would break the **bold** markup added later; OCR also reads specks as them. A lone
      // one is a symbol, though: "2 * 3" multiplies and "SELECT * FROM" is SQL's wildcard, shown as
      // the asterisk operator so no markup can take it.
      .replace(/(?<=\d) ?\* ?(?=\d)/gu, ' × ')
      .replace(/(?<=^|\s)\*(?=\s|$)/gu, '∗')
      .replace(/\*+/gu, '')
      .replace(/(?:^|\s)[|¦~^`¬¤»«•●▪■◦‣□☐\\]+(?=\s|$)/gu, ' ')
      .replace(/[|¦]/gu, ' ')
      .replace(/_{2,}/gu, ' ')
      .replace(/\s+/gu, ' ')
      .replace(/\( /gu, '(')
      .replace(/ \)/gu, ')')
      .replace(/\( ?\)|\[ ?\]/gu, '')
      .replace(/\s+/gu, ' ')
      .replace(/(?<!\s)\s+([,.;:!?)\]])/gu, '$1')
      // "50 %" -> "50%", but "PED = % change" keeps its space.
      .replace(/(\d) %/gu, '$1%')
      .replace(/([,;])(?=\p{L})/gu, '$1 ')
      .replace(/([,;:!?])\1+/gu, '$1')
      .replace(/(?<!\.)\.\.(?!\.)/gu, '.')
      .replace(/[,;] ?\./gu, '.')
      .replace(/\. ?,/gu, '.')
      .replace(/° ([CFK])\b/gu, '°$1')
      .replace(/^[\s,.;:!?)\]}]+/u, '')
      .replace(/\s+/gu, ' ')
      .trim()
  );
}
