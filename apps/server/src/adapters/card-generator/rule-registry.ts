import { type AnalysedText, capitaliseFirst, type Definition, type TermContext, type Unit } from '../nlp/index.js';
import type { CandidateContext, UnitCandidate } from './candidate.js';
import { clauseCards } from './clause-cards.js';
import { predicateCards } from './predicate-cards.js';
import { stripEnd } from './question-forms.js';
import { causeCards } from './rules/cause.js';
import { termCloze } from './rules/cloze.js';
import { dateCards } from './rules/date.js';
import { definitionCards, RELATIONAL_TERMS, termCards, termDefinition } from './rules/definition.js';
import { figureCards } from './rules/figure.js';
import { actionCard, passiveFact } from './rules/fact.js';
import { namedLawCard } from './rules/named-law.js';

/** What a rule reads: one sentence (unit) and the text around it. */
export interface RuleInput {
  unit: Unit;
  analysis: AnalysedText;
  context: CandidateContext;
  terms: TermContext;
  /** The sentence's definition, when it is one ("Osmosis is the diffusion of …"). */
  definition: Definition | undefined;
  /** Cloze cards only for whole sentences, not for clauses split off them. */
  withCloze: boolean;
}

/**
 * One card rule: a name, notes it turns into a card (or, with `null`, notes it must leave alone),
 * and the rule itself. The examples are run by rule-registry.test.ts, so a rule's effect can be
 * read here without the benchmark.
 */
export interface CardRule {
  id: string;
  examples: readonly CardRuleExample[];
  apply(input: RuleInput): readonly UnitCandidate[];
}

/** Notes, and a card a rule makes from them as [front, back], or `null` when it must make none. */
export type CardRuleExample = readonly [notes: string, card: readonly [front: string, back: string] | null];

const one = (card: UnitCandidate | undefined): UnitCandidate[] => (card ? [card] : []);

/** "Which term matches this description?": the hard way round for a "term: explanation" item. */
function reverseTermCard({ unit }: RuleInput): UnitCandidate[] {
  if (!unit.term || RELATIONAL_TERMS.test(unit.term.term)) return [];
  const explanation = stripEnd(unit.term.explanation);
  // Not for a sentence ("Remember OIL RIG: oxidation is loss ...") or an instruction.
  const sentence = /\b(?:is|are|was|were)\b/u.test(explanation) || unit.tokens[0]?.pos === 'VERB';
  if (explanation.split(/\s+/u).length < 4 || /=/u.test(explanation) || sentence) return [];
  return [
    {
      kind: 'reverse',
      front: `Which term matches this description: "${capitaliseFirst(explanation)}"?`,
      back: capitaliseFirst(unit.term.term),
      weight: 0.9,
    },
  ];
}

/**
 * The rules that read one sentence, in the order their cards are offered (an earlier card wins a
 * tie when cards are chosen). Table rows, a student's own questions, "This is because …" and lists
 * span several units and are read in card-candidates.ts.
 */
export const CARD_RULES: readonly CardRule[] = [
  {
    // A heading that names a law keeps it whole: "State Newton's first law" is the exam question, and
    // the heading's ordinal alone made "What is a first law?" (issue 27).
    id: 'named-law',
    examples: [
      [
        "Newton's first law\n\nAn object remains at rest, or moves at a constant velocity, unless a resultant force acts on it.",
        [
          "What does Newton's first law state?",
          'An object remains at rest, or moves at a constant velocity, unless a resultant force acts on it',
        ],
      ],
      [
        "Boyle's law\n\nFor a fixed mass of gas at constant temperature, pressure is inversely proportional to volume.",
        [
          "What does Boyle's law state?",
          'For a fixed mass of gas at constant temperature, pressure is inversely proportional to volume',
        ],
      ],
      ['Forces\n\nAn object remains at rest unless a resultant force acts on it.', null],
      ['The law\n\nDriving above the speed limit is a criminal offence in the UK.', null],
    ],
    apply: (i) => one(namedLawCard(i.unit, i.analysis)),
  },
  {
    id: 'definition',
    examples: [
      [
        'Osmosis is the diffusion of water across a partially permeable membrane.',
        ['What is osmosis?', 'The diffusion of water across a partially permeable membrane'],
      ],
      [
        'Catalysts: a catalyst is a substance that speeds up a reaction without being used up.',
        ['What term describes a substance that speeds up a reaction without being used up?', 'Catalyst'],
      ],
      ['It was very cold that day.', null],
    ],
    apply: (i) => (i.definition ? definitionCards(i.definition, i.unit, i.analysis, i.context) : []),
  },
  {
    id: 'term',
    examples: [
      [
        'Militarism: the build-up of armed forces and the belief that war was good.',
        ['What is militarism?', 'The build-up of armed forces and the belief that war was good'],
      ],
      [
        'Power = current × potential difference.',
        ['What is the equation for power?', 'Current × potential difference'],
      ],
      ['Osmosis is the diffusion of water across a partially permeable membrane.', null],
    ],
    apply: (i) => (!i.definition && i.unit.term ? termCards(i.unit, i.analysis, i.context) : []),
  },
  {
    id: 'reverse-term',
    examples: [
      [
        'Power = current × potential difference.',
        ['Which term matches this description: "Current × potential difference"?', 'Power'],
      ],
      ['Militarism: the build-up of armed forces and the belief that war was good.', null],
    ],
    apply: reverseTermCard,
  },
  // A passive fact from any sentence; an action ("What did X do?") only from one that defines nothing.
  {
    id: 'fact',
    examples: [
      ['Bile is made in the liver and stored in the gall bladder.', ['What is bile made in?', 'The liver']],
      [
        'Plants absorb nitrate ions from the soil by active transport.',
        ['What do plants absorb?', 'Nitrate ions from the soil by active transport'],
      ],
      ['Osmosis is the diffusion of water across a partially permeable membrane.', null],
    ],
    apply: (i) => one(passiveFact(i.unit, i.analysis) ?? (i.definition ? undefined : actionCard(i.unit, i.analysis))),
  },
  {
    id: 'cause',
    examples: [
      [
        'The Schlieffen Plan failed because Belgium resisted and Russia mobilised quickly.',
        ['Why did the Schlieffen Plan fail?', 'Because Belgium resisted and Russia mobilised quickly'],
      ],
      [
        'Hyperinflation caused the middle classes to lose their savings.',
        ['What did hyperinflation cause?', 'The middle classes to lose their savings'],
      ],
      ['The Treaty of Versailles was signed in 1919.', null],
    ],
    apply: (i) => causeCards(i.unit, i.analysis),
  },
  {
    id: 'date',
    examples: [
      ['The Treaty of Versailles was signed in 1919.', ['When was the Treaty of Versailles signed?', 'In 1919']],
      [
        'Stresemann introduced the Rentenmark in November 1923.',
        ['When did Stresemann introduce the Rentenmark?', 'In November 1923'],
      ],
      ['About 20 million people died in the First World War.', null],
    ],
    apply: (i) => dateCards(i.unit, i.analysis),
  },
  {
    id: 'figure',
    examples: [
      [
        'About 20 million people died in the First World War.',
        ['Fill in the blank: About ____ died in the First World War.', '20 million people'],
      ],
      [
        'The Earth is about 150 million km from the Sun.',
        ['Fill in the blank: The Earth is about ____ from the Sun.', '150 million km'],
      ],
      ['The Treaty of Versailles was signed in 1919.', null],
    ],
    apply: (i) => figureCards(i.unit),
  },
  {
    id: 'clause',
    examples: [
      [
        'When demand is inelastic, a firm can raise total revenue by increasing its price.',
        ['How can a firm raise total revenue when demand is inelastic?', 'By increasing its price'],
      ],
      [
        'The Bank of England raises the Bank Rate to reduce inflation.',
        ['Why does the Bank of England raise the Bank Rate?', 'To reduce inflation'],
      ],
      ['Osmosis is the diffusion of water across a partially permeable membrane.', null],
    ],
    apply: (i) => clauseCards(i.unit, i.analysis, i.context),
  },
  {
    id: 'predicate',
    examples: [
      [
        'Stresemann introduced the Rentenmark in November 1923.',
        ['What did Stresemann do?', 'Stresemann introduced the Rentenmark in November 1923'],
      ],
      [
        'The Treaty of Versailles was signed in 1919.',
        ['Complete the sentence: "The Treaty of Versailles was …".', 'The Treaty of Versailles was signed in 1919'],
      ],
      ['About 20 million people died in the First World War.', null],
    ],
    apply: (i) => predicateCards(i.unit, i.analysis),
  },
  {
    id: 'cloze',
    examples: [
      [
        'The Bank of England raises the Bank Rate to reduce inflation.',
        ['Fill in the blank: The ____ raises the Bank Rate to reduce inflation.', 'Bank of England'],
      ],
      [
        'Osmosis is the diffusion of water across a partially permeable membrane.',
        ['Fill in the blank: ____ is the diffusion of water across a partially permeable membrane.', 'Osmosis'],
      ],
      ['It was very cold that day.', null],
    ],
    apply: (i) => (i.withCloze ? one(termCloze(i.unit, i.terms)) : []),
  },
];

/** Every card the rules read from one sentence, rule by rule. */
export function unitCandidates(
  unit: Unit,
  analysis: AnalysedText,
  context: CandidateContext,
  terms: TermContext,
  withCloze = true,
): UnitCandidate[] {
  const definition = unit.definition ?? (unit.term ? termDefinition(unit) : undefined);
  const input: RuleInput = { unit, analysis, context, terms, definition, withCloze };
  return CARD_RULES.flatMap((r) => r.apply(input));
}
