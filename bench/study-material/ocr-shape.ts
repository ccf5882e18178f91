/** Small deterministic PRNG (mulberry32), so one seed always gives the same OCR-shaped text. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

// Only some line ends are followed by a long word, so this is higher than the 1-in-6 of all line ends it aims for.
const HYPHENATE_SHARE = 0.6;
const MAX_WIDTH = 66;
const HYPHENATABLE = /^([A-Za-z]{7,})([,.;:)]?)$/u;

/** Wraps one source line at 55–65 characters, sometimes splitting a long word across the break. */
function wrapLine(line: string, rnd: () => number): string[] {
  const words = line.split(' ').filter(Boolean);
  const out: string[] = [];
  let current = '';
  let width = 55 + Math.floor(rnd() * 11);
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= width || !current) {
      current = candidate;
      continue;
    }
    const m = HYPHENATABLE.exec(word);
    if (m && rnd() < HYPHENATE_SHARE) {
      const letters = m[1] ?? '';
      // The first part fills what is left of a line up to 66 characters, as a typesetter would.
      const room = MAX_WIDTH - current.length - 2;
      const cut = Math.min(letters.length - 3, room);
      if (cut >= 3) {
        out.push(`${current} ${letters.slice(0, cut)}-`);
        current = letters.slice(cut) + (m[2] ?? '');
        width = 55 + Math.floor(rnd() * 11);
        continue;
      }
    }
    out.push(current);
    current = word;
    width = 55 + Math.floor(rnd() * 11);
  }
  if (current) out.push(current);
  return out;
}

/**
 * What OCR hands over for a page of these notes: hard line breaks every 55–65 characters, about one
 * line end in six splitting a long word with a hyphen ("photo-\nsynthesis"), blank lines kept between
 * paragraphs, and once per passage either a stray "|" from a margin rule or a page-number line.
 * Deterministic for a given seed.
 */
export function toOcrShaped(text: string, seed: number): string {
  const rnd = random(seed);
  const lines = text
    .replace(/\r\n?/gu, '\n')
    .split('\n')
    .flatMap((line) => (line.trim() ? wrapLine(line.trim(), rnd) : ['']));
  const textLines = lines.map((l, i) => (l ? i : -1)).filter((i) => i >= 0);
  if (rnd() < 0.5 && textLines.length > 2) {
    const at = textLines[1 + Math.floor(rnd() * (textLines.length - 2))] ?? 0;
    lines[at] = `${lines[at]} |`;
  } else {
    lines.push('', String(1 + Math.floor(rnd() * 30)));
  }
  return lines.join('\n');
}
