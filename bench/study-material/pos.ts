import { createRequire } from 'node:module';
import type { Model, WinkMethods } from 'wink-nlp';

type WinkFactory = (model: Model, pipe?: string[]) => WinkMethods;

const require = createRequire(import.meta.url);
let instance: WinkMethods | undefined;

// The bench keeps its own tagger instance rather than the server's, so the judge does not share
// state (learnt entities, caches) with the system it measures.
function nlp(): WinkMethods {
  if (!instance) {
    const winkNLP = require('wink-nlp') as WinkFactory;
    const model = require('wink-eng-lite-web-model') as Model;
    instance = winkNLP(model, ['sbd', 'pos']);
  }
  return instance;
}

/** Auxiliaries and modals: finite wherever they stand (except after "to"). */
const AUXILIARIES = new Set(
  (
    'is are was were am has have had can could will would may might must should shall does do did ' +
    "isn't aren't wasn't weren't hasn't haven't doesn't don't didn't can't won't cannot 's 're"
  ).split(' '),
);

/**
 * Common verb forms the lite tagger mislabels as nouns or adjectives ("the rate increases", "bread cost
 * 250 marks"). Many double as plural nouns ("safety needs"), so they count only where a verb would.
 */
const COMMON_VERBS = new Set(
  (
    'increases decreases causes makes means uses shows contains becomes leads needs gives takes affects ' +
    'happens occurs produces releases forms allows helps keeps includes involves depends refers describes ' +
    'cost made took gave became led began went came saw won lost held kept left set put met fell rose wrote ' +
    'told said found felt got built brought thought bought sold sent spent paid caught fought taught stood ran ' +
    'grew knew drew shot struck broke chose spoke'
  ).split(' '),
);

const probeCache = new Map<string, boolean>();

/** Whether the tagger reads the word as a verb after a pronoun subject ("It moves it."). */
function canBeVerb(word: string): boolean {
  let verb = probeCache.get(word);
  if (verb === undefined) {
    const subject = word.endsWith('s') ? 'It' : 'They';
    const tags = nlp().readDoc(`${subject} ${word} it.`).tokens().out(nlp().its.pos) as string[];
    verb = tags[1] === 'VERB' || tags[1] === 'AUX';
    probeCache.set(word, verb);
  }
  return verb;
}

// Words a verb can follow: its subject, or an adjective/adverb the tagger put there instead
// ("the material moves", "the cycle then repeats").
const SUBJECT_TAGS = new Set(['NOUN', 'PROPN', 'PRON', 'ADJ', 'ADV']);
const CLAUSE_TAGS = new Set(['DET', 'NUM', 'NOUN', 'PROPN', 'ADJ', 'ADP', 'ADV', 'PRON', 'PART', 'SCONJ']);

/**
 * Whether a sentence has a finite verb. The lite tagger misses some ("the rate increases" comes out
 * as nouns; "denatured" as an adjective), so a short list of finite forms, "-ed" words after the
 * first word, a word after a noun that reads as a verb after a pronoun ("Tree diagrams show…"), and
 * formulas ("F = m × a") count too. Gerunds and "to"-infinitives alone do not make a sentence.
 */
/**
 * An instruction of a method ("Wrap the block in insulation …", "Measure the mass …") is a whole
 * sentence, but the lite tagger reads its opening verb as a noun.
 */
const IMPERATIVE =
  /^(?:add|attach|calculate|check|clamp|compare|connect|count|cut|draw|dry|fill|find|heat|insulate|label|leave|measure|mix|observe|place|plot|pour|put|read|record|remove|repeat|set|start|stir|stop|switch|take|time|turn|use|wash|weigh|wrap|write)\s+(?:the|a|an|each|it|them|its|your|some|all|\d)\b/iu;

export function hasFiniteVerb(sentence: string): boolean {
  if (/\s[=→]\s/u.test(sentence)) return true;
  if (IMPERATIVE.test(sentence.trim())) return true;
  const doc = nlp().readDoc(sentence);
  const words = doc.tokens().out() as string[];
  const tags = doc.tokens().out(nlp().its.pos) as string[];
  return words.some((w, i) => {
    const lower = w.toLowerCase();
    if (words[i - 1]?.toLowerCase() === 'to') return false;
    if (AUXILIARIES.has(lower) || tags[i] === 'AUX') return true;
    if (i > 0 && /^[a-z]{3,}ed$/u.test(lower)) return true;
    const tag = tags[i];
    // A verb goes on into its clause ("show two…", "moves sediment") or ends the sentence ("grows.");
    // one followed by a comma, "and" or a bracket ("esteem needs, …", "address register (MAR)") is a
    // noun the tagger misread.
    const next = words[i + 1];
    const continues =
      CLAUSE_TAGS.has(tags[i + 1] ?? '') ||
      next === undefined ||
      /^[.!?"“']$/u.test(next) ||
      (tags[i + 1] === 'VERB' && /ing$/u.test(next));
    // "Causes of the war", "The uses of glucose": a plural noun heading, not a verb; but after its
    // subject ("Urea diffuses from liver cells") the word is the verb.
    const opensHeading = i === 0 || tags[i - 1] === 'DET' || tags[i - 1] === 'ADJ';
    if (/s$/u.test(lower) && /^(of|from)$/iu.test(next ?? '') && lower !== 'consists' && opensHeading) return false;
    // A capital inside a sentence marks a name ("First World War in…"), whatever the tagger says.
    if (i > 0 && /^\p{Lu}/u.test(w)) return false;
    if (tag === 'VERB' || COMMON_VERBS.has(lower)) return continues && !/ing$/u.test(lower);
    // "Tree diagrams show two…": a noun-tagged word after a noun that reads as a verb after a pronoun.
    return continues && i > 0 && SUBJECT_TAGS.has(tags[i - 1] ?? '') && /^[a-z]{3,}$/u.test(lower) && canBeVerb(lower);
  });
}
