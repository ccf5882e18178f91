import katex from 'katex';
import 'katex/contrib/mhchem';
import 'katex/dist/katex.min.css';

/**
 * KaTeX with mhchem (`\ce{…}`) and its stylesheet and fonts. Only ever imported dynamically
 * (use-tex-renderer.ts), so screens without maths, and the login route's budget, never load it.
 */

/**
 * The formula as KaTeX HTML, or null when it is not valid TeX (the caller then shows it as typed).
 * `trust: false` refuses \href, \url, \includegraphics and \html…, so no link, image or attribute
 * comes from what a user typed; KaTeX escapes all text it emits. The size and macro-expansion
 * limits stop a tiny formula from producing an enormous page.
 */
export function renderTex(tex: string, display: boolean): string | null {
  try {
    return katex.renderToString(tex, {
      displayMode: display,
      throwOnError: true,
      trust: false,
      strict: 'ignore',
      maxSize: 20,
      maxExpand: 500,
      output: 'htmlAndMathml',
    });
  } catch {
    return null;
  }
}
