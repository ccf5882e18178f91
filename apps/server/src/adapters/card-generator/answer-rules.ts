import {
  bareDate,
  closingList,
  filledBlank,
  formulaCase,
  missingLabel,
  reasonClause,
  sentenceRest,
  trimmedAside,
  withoutQuestionOpening,
} from './answer-shapes.js';
import type { Candidate, CandidateKind } from './candidate.js';
import { withoutSecondPredicate } from './second-predicate.js';

/**
 * The answer a card shows (ADR 0029): the key term or fact plus the least context needed to read it
 * alone, never what the question already says. The rules run in order on the chosen card; each names
 * what it does with examples, run by answer-rules.test.ts.
 */
export interface AnswerRule {
  id: string;
  examples: readonly AnswerRuleExample[];
  apply(c: Candidate): Candidate;
}

/** A card as a rule reads it, and the answer the rule leaves ([front, back] → back). */
export type AnswerRuleExample = readonly [card: AnswerExampleCard, shown: string];
export interface AnswerExampleCard {
  kind: CandidateKind;
  front: string;
  back: string;
  /** The sentence the card was read from, when the rule looks at it. */
  statement?: string;
}

export const ANSWER_RULES: readonly AnswerRule[] = [
  {
    id: 'cloze-sentence',
    examples: [
      [
        { kind: 'cloze', front: 'Fill in the blank: Animal cells have no ____, so they can burst.', back: 'cell wall' },
        'Animal cells have no **cell wall**, so they can burst.',
      ],
    ],
    apply: filledBlank,
  },
  {
    id: 'bare-date',
    examples: [
      [{ kind: 'date', front: 'When was the Treaty of Versailles signed?', back: 'In 1919' }, '1919'],
      [{ kind: 'date', front: 'When did Britain declare war?', back: 'On 4 August 1914' }, '4 August 1914'],
      [{ kind: 'date', front: 'When was NATO formed?', back: 'In April 1949' }, 'April 1949'],
      [{ kind: 'date', front: 'When did the Depression start?', back: 'In the 1930s' }, 'In the 1930s'],
    ],
    apply: bareDate,
  },
  {
    id: 'reason-clause',
    examples: [
      [
        {
          kind: 'why',
          front: 'Why does starch not affect the water balance of the cell?',
          back: 'Starch does not affect the water balance of the cell because starch is insoluble',
        },
        'Because starch is insoluble',
      ],
      [
        { kind: 'why', front: 'Why did the Schlieffen Plan fail?', back: 'Because Belgium resisted' },
        'Because Belgium resisted',
      ],
    ],
    apply: reasonClause,
  },
  {
    id: 'sentence-rest',
    examples: [
      [
        {
          kind: 'fact',
          front: 'Complete the sentence: "Enzymes speed …".',
          back: 'Enzymes speed up reactions without being used up',
        },
        '… up reactions without being used up',
      ],
      [
        {
          kind: 'fact',
          front: 'Complete the sentence: "The witches\' prophecies would …".',
          back: "The witches' prophecies would have frightened the audience",
        },
        '… have frightened the audience',
      ],
    ],
    apply: sentenceRest,
  },
  {
    id: 'no-question-opening',
    examples: [
      [
        {
          kind: 'definition',
          front: 'What is osmosis?',
          back: 'Osmosis is the diffusion of water across a partially permeable membrane',
        },
        'The diffusion of water across a partially permeable membrane',
      ],
      [
        { kind: 'fact', front: 'What are enzymes affected by?', back: 'Enzymes are affected by temperature and pH' },
        'Temperature and pH',
      ],
      [
        { kind: 'fact', front: 'Where is bile stored?', back: 'Bile is stored in the gall bladder' },
        'In the gall bladder',
      ],
      [
        { kind: 'term', front: 'What is militarism?', back: 'Militarism: the build-up of armed forces' },
        'The build-up of armed forces',
      ],
      [
        {
          kind: 'fact',
          front: 'What did Stresemann do?',
          back: 'Stresemann introduced the Rentenmark in November 1923',
        },
        'Introduced the Rentenmark in November 1923',
      ],
      [
        {
          kind: 'term',
          front: 'What is the equation for total variable cost?',
          back: 'Variable cost per unit × number of units',
        },
        'Variable cost per unit × number of units',
      ],
      [
        {
          kind: 'fact',
          front: 'What did Taylor believe?',
          back: 'Taylor believed that workers are motivated mainly by money',
        },
        'Workers are motivated mainly by money',
      ],
      [{ kind: 'fact', front: "What is Newton's third law?", back: "Newton's third law" }, "Newton's third law"],
    ],
    apply: withoutQuestionOpening,
  },
  {
    // "What is mass?" is answered by the definition; a second fact joined on with "and" is not asked
    // (issue 27). A relative clause's own second verb stays: "that … and stops …".
    id: 'second-predicate',
    examples: [
      [
        {
          kind: 'definition',
          front: 'What is mass?',
          back: 'The amount of matter in an object and does not change from place to place',
        },
        'The amount of matter in an object',
      ],
      [
        {
          kind: 'definition',
          front: 'What are enzymes?',
          back: 'Biological catalysts, and are made of protein',
        },
        'Biological catalysts, and are made of protein',
      ],
      [
        {
          kind: 'term',
          front: 'What is a tariff?',
          back: 'A tax on imported goods, and raises the price of foreign products',
        },
        'A tax on imported goods',
      ],
      [
        {
          kind: 'definition',
          front: 'What is a limiting factor?',
          back: 'The factor that is in shortest supply and stops the rate of photosynthesis from increasing any further',
        },
        'The factor that is in shortest supply and stops the rate of photosynthesis from increasing any further',
      ],
      [
        {
          kind: 'definition',
          front: 'What is glycogen?',
          back: 'The storage carbohydrate made from glucose in the liver and muscles',
        },
        'The storage carbohydrate made from glucose in the liver and muscles',
      ],
      [
        {
          kind: 'fact',
          front: 'What does the liver do?',
          back: 'Makes bile and stores glycogen',
        },
        'Makes bile and stores glycogen',
      ],
    ],
    apply: withoutSecondPredicate,
  },
  {
    id: 'closing-list',
    examples: [
      [
        {
          kind: 'fact',
          front: 'What do historians often use?',
          back: 'The acronym MAIN for the long-term causes',
          statement:
            'Historians often use the acronym MAIN for the long-term causes: Militarism, Alliances, Imperialism and Nationalism.',
        },
        'The acronym MAIN for the long-term causes: Militarism, Alliances, Imperialism and Nationalism',
      ],
    ],
    apply: closingList,
  },
  {
    id: 'missing-label',
    examples: [
      [
        {
          kind: 'fact',
          front: 'What does the pancreas produce?',
          back: 'Little or no insulin',
          statement: 'Type 1 diabetes: the pancreas produces little or no insulin.',
        },
        'Type 1 diabetes: little or no insulin',
      ],
      [
        {
          kind: 'term',
          front: 'What is militarism?',
          back: 'The build-up of armed forces',
          statement: 'Militarism: the build-up of armed forces.',
        },
        'The build-up of armed forces',
      ],
    ],
    apply: missingLabel,
  },
  {
    id: 'formula-case',
    examples: [
      [
        {
          kind: 'definition',
          front: 'What is the sine rule?',
          back: 'A ÷ sin A = b ÷ sin B = c ÷ sin C',
          statement: 'The sine rule is a ÷ sin A = b ÷ sin B = c ÷ sin C.',
        },
        'a ÷ sin A = b ÷ sin B = c ÷ sin C',
      ],
      [
        {
          kind: 'term',
          front: 'What is the discriminant?',
          back: 'B² - 4ac',
          statement: 'Discriminant: b² - 4ac',
        },
        'b² - 4ac',
      ],
    ],
    apply: formulaCase,
  },
  {
    id: 'trim-aside',
    examples: [
      [
        {
          kind: 'definition',
          front: 'What is an embedded system?',
          back: "A computer built into a larger device to do one dedicated job, for example in a washing machine, a microwave or a car's engine management system",
          statement:
            "An embedded system is a computer built into a larger device to do one dedicated job, for example in a washing machine, a microwave or a car's engine management system.",
        },
        'A computer built into a larger device to do one dedicated job',
      ],
      [
        {
          kind: 'term',
          front: 'Who was Frederick Herzberg?',
          back: 'A psychologist whose Two-Factor Theory says hygiene factors, such as pay, working conditions, company policy and supervision, do not motivate workers but cause dissatisfaction',
        },
        'A psychologist whose Two-Factor Theory says hygiene factors, such as pay, working conditions, company policy and supervision, do not motivate workers but cause dissatisfaction',
      ],
      [
        {
          kind: 'fact',
          front: 'What did the Treaty of Versailles force Germany to do?',
          back: 'Accept the blame for the war and pay reparations of £6.6 billion to the Allies, which caused great resentment among Germans and was later used by Hitler in his speeches',
        },
        'Accept the blame for the war and pay reparations of £6.6 billion to the Allies',
      ],
      [
        {
          kind: 'fact',
          front: 'What does a mitochondrion do?',
          back: 'Releases energy from glucose by aerobic respiration and so powers movement, protein synthesis, muscle contraction and active transport in every cell of the body',
        },
        'Releases energy from glucose by aerobic respiration and so powers movement, protein synthesis, muscle contraction and active transport in every cell of the body',
      ],
    ],
    apply: trimmedAside,
  },
];

/** The card with its answer as shown: every answer rule, in order. */
export function shownAnswer(c: Candidate): Candidate {
  return ANSWER_RULES.reduce((card, rule) => rule.apply(card), c);
}

/**
 * The card as shown, unless its shown answer fails `keep` (it became a heading or the topic); then
 * the rule's own answer stays.
 */
export function shownAnswerWhere(keep: (c: Candidate) => boolean): (c: Candidate) => Candidate {
  return (c) => {
    const shown = shownAnswer(c);
    return shown === c || keep(shown) ? shown : c;
  };
}
