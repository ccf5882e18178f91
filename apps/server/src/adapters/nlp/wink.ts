import { createRequire } from 'node:module';
import type { Model, WinkMethods } from 'wink-nlp';

type WinkFactory = (model: Model, pipe?: string[]) => WinkMethods;

const require = createRequire(import.meta.url);
let instance: WinkMethods | undefined;

/**
 * The shared wink-nlp instance. Loading the English model costs ~300 ms and ~40 MB, so it happens
 * on first use rather than at import: servers configured for an LLM never pay for it unless they
 * fall back. `require` keeps this synchronous so callers need not become async just for loading.
 * Sentiment and custom-entity steps are left out of the pipe because nothing here reads them.
 */
export function nlp(): WinkMethods {
  if (!instance) {
    const winkNLP = require('wink-nlp') as WinkFactory;
    const model = require('wink-eng-lite-web-model') as Model;
    instance = winkNLP(model, ['sbd', 'negation', 'pos', 'ner']);
  }
  return instance;
}

/** Loads the model now (e.g. at server start or before a benchmark) and reports whether it was already loaded. */
export function warmUpNlp(): boolean {
  const wasLoaded = instance !== undefined;
  nlp().readDoc('Warm up.');
  return wasLoaded;
}

let lexicon: ReturnType<WinkMethods['readDoc']> | undefined;

/**
 * Whether the model's own English lexicon knows the word (case-insensitive). isOOV, not isLexeme:
 * wink adds every word it reads to the same lookup, so isLexeme turns true for anything seen before.
 */
export function isKnownWord(word: string): boolean {
  lexicon ??= nlp().readDoc('');
  return !lexicon.isOOV(word.toLowerCase());
}
