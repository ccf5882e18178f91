/** One examinable fact: present in a text when every keyword group has at least one alternative there. */
export interface KeyFact {
  fact: string;
  /** Groups of alternatives, matched case-insensitively at word starts ("chloroplast" matches "chloroplasts"). */
  keywords: string[][];
}

/** A passage of revision notes written for this bench, with the ten facts an examiner would mark. */
export interface Passage {
  id: string;
  subject: string;
  topic: string;
  qualification: string;
  text: string;
  keyFacts: KeyFact[];
}

/** The card shape both the built-in and LLM card generators return. */
export interface Card {
  front_text: string;
  back_text: string;
  explanation?: string;
}
