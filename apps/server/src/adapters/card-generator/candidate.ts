export type CandidateKind =
  | 'definition'
  | 'term'
  | 'naming'
  | 'reverse'
  | 'law'
  | 'fact'
  | 'cause'
  | 'why'
  | 'list'
  | 'process'
  | 'date'
  | 'figure'
  | 'cloze'
  | 'qa';

export interface Candidate {
  kind: CandidateKind;
  front: string;
  back: string;
  /** The sentence (or list) the card comes from, quoted in the explanation. */
  source: string;
  /** The sentence the rule read (a clause of the source for split sentences): full answers start from it. */
  statement?: string;
  /** Unit index the card comes from; list cards use their first item. */
  unit: number;
  /** 0 for the whole sentence; k for its k-th clause read as a sentence of its own (fact-clauses.ts). */
  part?: number;
  /**
   * Units whose facts the card tests: one card per unit unless the text runs short. List cards test
   * recall of the whole list, which complements cards on its items, so they claim no units.
   */
  units: number[];
  /** 0..1: how good a card this is regardless of difficulty (salience of the source, answer length). */
  quality: number;
  /** The answer is whole as it stands (a table row's cells): never grown back into its sentence. */
  complete?: boolean;
}

export interface CandidateContext {
  subject?: string | undefined;
  topic?: string | undefined;
}

/** A card one rule reads from one sentence, before it is placed and scored. */
export interface UnitCandidate {
  kind: CandidateKind;
  front: string;
  back: string;
  weight: number;
}
