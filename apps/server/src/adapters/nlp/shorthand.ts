/**
 * Students' shorthand in notes. "Enzymes = biological catalysts → speed up reactions" uses "=" for
 * "is": no operator, figure or symbol on either side, so it is a definition, not an equation to learn;
 * "Govt target = 2%" gives a value.
 */
const OPERATOR =
  /[×÷*+−^²³√∝%<>≤≥½]|\s[x-]\s|(?:^|[\s(])(?![aAI]\b)\p{L}(?=$|[\s),.;])|\s\/\s|\d\s?\/|\p{L}{2,}\/\p{L}{2,}|\b(?:sin|cos|tan)\s?(?:\(|θ|x\b|\d)|\b(?:log|ln)\s?[(\d]/u;

/** A symbol with a figure: "mc2", "H2O", "2H". ("4 chambers" is a count, "O2 = by-product" a name.) */
const SYMBOL_FIGURE = /\p{L}\d|\d\p{L}/u;

/** "2% (set for the Bank of England)", "≈ 72 bpm": a value, not a formula. */
const VALUE = /^[~≈]?\s?[-−]?\d[\d.,]*\s?(?:%|°[CF]?|[\p{L}/]{1,6})?(?:\s*\([^()]{0,80}\))?\.?$/u;

export function isValue(text: string): boolean {
  return VALUE.test(text.trim());
}

export function isShorthandEquals(left: string, right: string): boolean {
  if (!OPERATOR.test(left) && isValue(right)) return true;
  // An aside is no part of the formula ("fall in the price level (CPI below 0%)"), unless it is one.
  // …nor are its examples ("fully ionised in water e.g. HCl, HNO3").
  const main = right.replace(/\([^()=]{0,80}\)/gu, ' ').replace(/\b(?:e\.g\.|eg|for example|such as)\s.*$/u, '');
  if (!/\p{L}/u.test(left) || !/\p{L}{2}/u.test(main)) return false;
  return !OPERATOR.test(left) && !OPERATOR.test(main) && !SYMBOL_FIGURE.test(main);
}

/**
 * A line of code or pseudocode ("FOR i = 0 TO LEN(list) - 1", "if x == 3:"): something to read in
 * place, never a summary point or a card of its own.
 */
export function isCodeLine(text: string): boolean {
  const t = text.trim();
  if (
    /^(?:FOR|IF|ELSE|ELSEIF|ENDIF|ENDFOR|NEXT|WHILE|ENDWHILE|REPEAT|UNTIL|RETURN|PRINT|OUTPUT|INPUT|FUNCTION|PROCEDURE|ENDFUNCTION|ENDPROCEDURE|SWITCH|CASE|CALL|DECLARE|CONST)\b/u.test(
      t,
    )
  )
    return true;
  return (
    /^(?:def|for|while|if|elif|else|return|print|import|class|var|let|const)\b/u.test(t) &&
    /==|!=|\[\w*\]|\w\(|:$|\+=|;$/u.test(t)
  );
}
