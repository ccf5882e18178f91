import type { Candidate, CandidateKind } from './candidate.js';

/**
 * A card is read alone, weeks later, without the notes around it (issue 27 item 2). These rules
 * rewrite a question that leans on the sentences around it, or drop the card so selection takes the
 * next best. Each names what it does with examples, run by question-rules.test.ts.
 */
export interface QuestionRule {
  id: string;
  examples: readonly QuestionRuleExample[];
  /** The card with a question that reads alone, or undefined when it cannot be made to. */
  apply(c: Candidate, where: QuestionPlace): Candidate | undefined;
}

/** Where the card's sentence stands in the notes. */
export interface QuestionPlace {
  /** The heading over the sentence, as it reads inside a question ("Newton's third law"). */
  section?: string | undefined;
  /** The sentences just before it (same section), where a back reference finds what it points to. */
  before?: string | undefined;
}

/** A card as a rule reads it, and the question the rule leaves (`null`: the card is dropped). */
export type QuestionRuleExample = readonly [card: QuestionExampleCard, front: string | null];
export interface QuestionExampleCard {
  kind: CandidateKind;
  front: string;
  back: string;
  section?: string;
  before?: string;
  /** The card's sentence, when the example needs it (else its answer stands in). */
  source?: string;
}

/**
 * "the two forces", "these cells", "this process", "the other side", "the same student": a subject
 * that points back to an earlier sentence. (Lower case only, so "the Five Pillars" is a name; "both"
 * before "X and Y" introduces its pair.)
 */
const BACK_REFERENCE =
  /\b(?:[Tt]he (?:two|three|four|five|six|both|other|former|latter|above|same) \p{Ll}+|(?:[Tt]hese|[Tt]hose) \p{Ll}+|[Bb]oth (?!\p{L}+ and\b)\p{Ll}+|[Tt]his (?!description\b)\p{Ll}+|[Tt]he other\b)/u;

/** "at the same time", "the same charge as an electron": set phrases that need no earlier sentence. */
const SET_PHRASE = /\b(?:(?:at|in) the same (?:time|way)|the same \p{Ll}+ (?:as|of)\b)/gu;

/** A back reference that ends the question: a heading can follow it ("… the two forces in Newton's third law?"). */
const REFERENCE_AT_END =
  /\b(?:the (?:two|three|four|five|six|both|other|former|latter|above|same) \p{Ll}+|(?:these|those) \p{Ll}+|this \p{Ll}+)\?$/u;

/** Cards whose question shows its own sentence on purpose, or that the student wrote. */
const SHOWS_ITS_SENTENCE = new Set<CandidateKind>(['cloze', 'qa', 'reverse']);

/** Headings that say how notes are sorted, not what they are about: "in Evaluation" explains nothing. */
const SORTING_HEADING =
  /\b(?:evaluation|strengths?|weaknesses?|limitations?|advantages?|disadvantages?|causes?|effects?|consequences?|factors?|types?|stages?|steps?|features?|key|summary|introduction|overview|background|context|notes?|revision|definitions?|examples?|exam|tips?|questions?|section|part|page|chapter|topic)\b/iu;

/** A heading short enough to read inside a question. */
const MAX_SECTION_WORDS = 6;

/** The question without the sentence a "Complete the sentence" card quotes. */
function askedPart(front: string): string {
  return front
    .replace(/^Complete the sentence:.*$/su, '')
    .replace(/"[^"]*"/gu, '')
    .replace(SET_PHRASE, '');
}

/** "the four humours", "the two forces": a definite phrase with a number and its noun. */
const COUNTED_PHRASE = /\b[Tt]he (?:two|three|four|five|six) (\p{Ll}+)/gu;

const stem = (w: string): string => w.toLowerCase().replace(/(?:es|s)$/u, '');

/** The words of the notes before the phrase: the sentences before, and its own sentence up to it. */
function wordsBefore(phrase: string, c: Candidate, where: QuestionPlace): Set<string> {
  const at = c.source.toLowerCase().indexOf(phrase.toLowerCase());
  const own = at > 0 ? c.source.slice(0, at) : '';
  return new Set((`${where.before ?? ''} ${own}`.match(/\p{L}+/gu) ?? []).map(stem));
}

/**
 * A demonstrative ("these cells", "this process") or "the same/other …" always points back. A counted
 * phrase does only when the notes before it name its noun ("… the forces they exert …" / "The two
 * forces …"); met first, "the four humours (Hippocrates & Galen)" names a set the student learns as such.
 */
function refersBack(c: Candidate, where: QuestionPlace): boolean {
  if (SHOWS_ITS_SENTENCE.has(c.kind)) return false;
  const asked = askedPart(c.front);
  if (!BACK_REFERENCE.test(asked)) return false;
  // (What is left once the counted phrases are taken out points back whatever came before.)
  if (BACK_REFERENCE.test(asked.replace(COUNTED_PHRASE, ''))) return true;
  return [...asked.matchAll(COUNTED_PHRASE)].some((m) => wordsBefore(m[0], c, where).has(stem(m[1] ?? '')));
}

function usableSection(section: string | undefined, front: string): section is string {
  if (!section) return false;
  const words = section.trim().split(/\s+/u);
  if (words.length > MAX_SECTION_WORDS || !/^[\p{L}\p{N}'’ -]+$/u.test(section) || SORTING_HEADING.test(section))
    return false;
  const asked = front.toLowerCase();
  // ("What are the two forces in forces?": a heading the question already says adds nothing.)
  return !words.some((w) => w.length > 3 && asked.includes(w.toLowerCase()));
}

/**
 * "What are the two forces?" under "Newton's third law" becomes "What are the two forces in Newton's
 * third law?"; a back reference a heading cannot place (mid-question, or no telling heading) drops the card.
 */
function placedReference(c: Candidate, where: QuestionPlace): Candidate | undefined {
  if (!refersBack(c, where)) return c;
  if (REFERENCE_AT_END.test(c.front) && usableSection(where.section, c.front))
    return { ...c, front: c.front.replace(/\?$/u, ` in ${where.section.trim()}?`) };
  return undefined;
}

/** Questions over this many words read as a paragraph, not a prompt. */
export const MAX_QUESTION_WORDS = 20;

/**
 * ", who believed …", ", which …", ", so …": an aside or consequence that closes a "When/Where/Who/What"
 * question. ("Why" and "How" questions are left whole: their clauses are often what is asked.)
 */
const QUESTION_ASIDE = /, (?:who|which|so|as|although|while|whereas)\b[^?]*\?$/u;
const CUTTABLE_QUESTION = /^(?:When|Where|Who|What|Which)\b/u;
/** The question left after the cut must still name something. */
const MIN_QUESTION_WORDS = 5;

/**
 * "When was the play written for King James I, who believed in the divine right of kings, so killing
 * a king was seen as a crime against God as well as the state?" → "When was the play written for King
 * James I?": the aside is context, not what is asked.
 */
function withoutQuestionAside(c: Candidate): Candidate {
  if (SHOWS_ITS_SENTENCE.has(c.kind) || !CUTTABLE_QUESTION.test(c.front)) return c;
  if (c.front.split(/\s+/u).length <= MAX_QUESTION_WORDS) return c;
  const m = QUESTION_ASIDE.exec(c.front);
  if (!m) return c;
  const head = c.front.slice(0, m.index);
  if (head.split(/\s+/u).length < MIN_QUESTION_WORDS) return c;
  return { ...c, front: `${head}?` };
}

export const QUESTION_RULES: readonly QuestionRule[] = [
  {
    id: 'back-reference',
    examples: [
      [
        {
          kind: 'fact',
          front: 'What are the two forces?',
          back: 'The same type of force',
          section: "Newton's third law",
          before: 'Whenever two objects interact, the forces they exert on each other are equal and opposite.',
        },
        "What are the two forces in Newton's third law?",
      ],
      [
        {
          kind: 'fact',
          front: 'What are the two forces?',
          back: 'The same type of force',
          before: 'Whenever two objects interact, the forces they exert on each other are equal and opposite.',
        },
        null,
      ],
      [
        {
          kind: 'why',
          front: 'Why does the same student weigh about 96 N but still have a mass of 60 kg?',
          back: 'Because on the Moon g is only 1.6 N/kg',
          section: 'Weight and mass',
          before: 'A 60 kg student weighs about 590 N because on Earth g is about 9.8 N/kg.',
        },
        null,
      ],
      [
        {
          kind: 'fact',
          front: 'What are the two forces equal in?',
          back: 'Size',
          source: 'When objects push on each other they exert forces, and the two forces are equal in size.',
        },
        null,
      ],
      [
        {
          kind: 'fact',
          front: 'What does imbalance of the four humours lead to?',
          back: 'Illness',
          before: 'People blamed God, the planets and bad air.',
        },
        'What does imbalance of the four humours lead to?',
      ],
      [{ kind: 'fact', front: 'What do these cells contain?', back: 'Chloroplasts', section: 'Evaluation' }, null],
      [
        {
          kind: 'why',
          front: 'Why can a quad-core CPU work on four instructions at the same time?',
          back: 'Because each core is a separate processing unit',
        },
        'Why can a quad-core CPU work on four instructions at the same time?',
      ],
      [
        { kind: 'definition', front: 'What are the Five Pillars?', back: 'The five duties of every Sunni Muslim' },
        'What are the Five Pillars?',
      ],
      [
        {
          kind: 'fact',
          front: 'What do both mitosis and meiosis start with?',
          back: 'A cell that copies its DNA',
        },
        'What do both mitosis and meiosis start with?',
      ],
    ],
    apply: placedReference,
  },
  {
    id: 'question-aside',
    examples: [
      [
        {
          kind: 'date',
          front:
            'When was the play written for King James I, who believed in the divine right of kings, so killing a king was seen as a crime against God as well as the state?',
          back: 'Around 1606',
        },
        'When was the play written for King James I?',
      ],
      [
        {
          kind: 'why',
          front:
            'Why do governments put indirect taxes on goods with inelastic demand, such as tobacco and fuel, which many people buy every week?',
          back: 'Because they raise a lot of tax revenue',
        },
        'Why do governments put indirect taxes on goods with inelastic demand, such as tobacco and fuel, which many people buy every week?',
      ],
      [
        { kind: 'date', front: 'When was NATO formed, which the USSR opposed?', back: 'April 1949' },
        'When was NATO formed, which the USSR opposed?',
      ],
    ],
    apply: (c) => withoutQuestionAside(c),
  },
];

/** The card with a question that reads alone (every question rule, in order), or undefined to drop it. */
export function askedAlone(c: Candidate, where: QuestionPlace): Candidate | undefined {
  let card: Candidate | undefined = c;
  for (const rule of QUESTION_RULES) {
    if (!card) return undefined;
    card = rule.apply(card, where);
  }
  return card;
}
