import type { TextBlock } from './clean-text.js';
import type { Definition } from './patterns.js';
import type { Token } from './tokens.js';

/** A sentence of the notes, or one "term: explanation" item: the unit that summaries and cards are made of. */
export interface Unit {
  /** Position in the notes; summaries keep this order. */
  index: number;
  block: number;
  blockKind: TextBlock['kind'];
  section: string | undefined;
  numbered: boolean;
  firstInBlock: boolean;
  /** First unit under its heading (or of the notes): usually the topic sentence. */
  firstInSection: boolean;
  kind: 'sentence' | 'term';
  /** Display text: tidied, possibly with a leading "It"/"They" replaced by what it refers to. */
  text: string;
  tokens: Token[];
  /** For "Osmosis: the movement of water ..." items. */
  term: { term: string; explanation: string; termTo: number } | undefined;
  definition: Definition | undefined;
  /** Stems of content words, for similarity and key-term weighting. */
  content: string[];
  isQuestion: boolean;
  /** No verb at all, e.g. "Militarism – arms race between Britain and Germany". */
  isFragment: boolean;
  /** Starts with a word that points back to an earlier sentence ("It", "This", "However"). */
  dependsOnContext: boolean;
  wordCount: number;
}

export interface AnalysedText {
  blocks: TextBlock[];
  units: Unit[];
  headings: string[];
  wordCount: number;
  /** Lower-cased words the notes write in lower case somewhere, and ones capitalised mid-sentence. */
  lowerCaseWords: Set<string>;
  capitalisedWords: Set<string>;
}
