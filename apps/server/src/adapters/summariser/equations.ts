/**
 * The "a = b" pairs of a text, e.g. "=weight=mass" for "Weight = mass × g": each a fact to learn.
 * Each "=" is read with the word on either side from bounded slices, so no input is scanned twice.
 */
export function formulas(text: string): string[] {
  const out: string[] = [];
  for (let at = text.indexOf('='); at >= 0; at = text.indexOf('=', at + 1)) {
    const left = /([\p{L}\p{N}'’²³]+)\s?$/u.exec(text.slice(Math.max(0, at - 40), at))?.[1];
    const right = /^\s?([\p{L}\p{N}]+)/u.exec(text.slice(at + 1, at + 41))?.[1];
    if (left && right) out.push(`=${left.toLowerCase()}=${right.toLowerCase()}`);
  }
  return out;
}

/** "Weight = mass × g", "sin θ = opposite ÷ hypotenuse": a word or symbol on both sides of "=". */
export function isEquation(text: string): boolean {
  return formulas(text).length > 0;
}
