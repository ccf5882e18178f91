// salience.ts still imports from here; the lists live in lexicon/everyday-words.ts.
export { isGenericWord } from './lexicon/everyday-words.js';
