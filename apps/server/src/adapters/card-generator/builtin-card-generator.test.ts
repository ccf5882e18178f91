import { describe, expect, it } from 'vitest';
import {
  ALL_NOTES,
  chemistryEnergy,
  chemistryRates,
  economicsInflation,
  economicsPed,
  englishMacbeth,
  geographyCoasts,
  historyColdWar,
  historyWw1,
  MORE_NOTES,
  physicsElectricity,
} from '../../../test/study-notes.js';
import { cleanOcrText, normaliseForCompare } from '../nlp/index.js';
import { BuiltinCardGenerator } from './builtin-card-generator.js';
import type { CardDifficulty, GeneratedCard } from './card-generator.js';

const generator = new BuiltinCardGenerator();
const STOP = new Set([
  'the',
  'and',
  'for',
  'are',
  'was',
  'were',
  'that',
  'with',
  'from',
  'because',
  'this',
  'its',
  'into',
  'than',
  'also',
]);

/** Words of an answer that must be found in the notes: everything but short function words. */
function contentWords(s: string): string[] {
  return normaliseForCompare(s)
    .split(' ')
    .filter((w) => w.length >= 3 && !STOP.has(w));
}

const isDefining = (c: GeneratedCard): boolean =>
  /^(?:What (?:is|are|was|were)(?: meant by)? |Who (?:is|was) |Describe |What does .+ (?:state|describe)\?$|How does .+ affect )/u.test(
    c.front_text,
  ) && !/^What term describes/u.test(c.front_text);
const isHardKind = (c: GeneratedCard): boolean =>
  /^(?:Fill in the blank|When |Why |Explain why|What term describes|Which term|What (?:does|do|did) .+ (?:cause|lead to|result in)\?)/u.test(
    c.front_text,
  );

describe('BuiltinCardGenerator on study notes', () => {
  for (const note of [...ALL_NOTES, ...MORE_NOTES.filter((n) => n.name !== 'ocr-noisy-enzymes')]) {
    for (const difficulty of ['easy', 'medium', 'hard'] as CardDifficulty[]) {
      it(`${note.name} (${difficulty}): 10 grounded, distinct, self-contained cards`, async () => {
        const cards = await generator.generate({
          text: note.text,
          subject: note.subject,
          topic: note.topic,
          cardCount: 10,
          difficulty,
        });
        expect(cards).toHaveLength(10);

        const source = normaliseForCompare(cleanOcrText(note.text));
        const sourceWords = new Set(source.split(' '));
        for (const c of cards) {
          // Answers come from the notes, word for word.
          const missing = contentWords(c.back_text).filter((w) => !sourceWords.has(w));
          expect(missing, `${c.front_text} -> ${c.back_text}`).toEqual([]);
          // The explanation quotes the sentence the card came from.
          expect(c.explanation).toMatch(/^From your notes: ".+"$/su);
          const quoted = normaliseForCompare(c.explanation.replace(/^From your notes: /u, ''));
          expect(quoted.split(' ').filter((w) => w.length >= 4 && !sourceWords.has(w))).toEqual([]);
          // Questions read as questions or prompts; blanks only in fill-in-the-blank cards.
          expect(c.front_text).toMatch(/^[\p{Lu}]/u);
          expect(c.front_text).toMatch(/[?.]$|["”]\?$|[.!?]["”]$/u);
          if (c.front_text.includes('____')) expect(c.front_text).toMatch(/^Fill in the blank: /u);
          expect(c.front_text).not.toMatch(/\*|\s{2,}|\?\?/u);
          // The answer is not printed in its own question.
          expect(normaliseForCompare(c.front_text)).not.toContain(normaliseForCompare(c.back_text));
        }
        const fronts = cards.map((c) => normaliseForCompare(c.front_text));
        const backs = cards.map((c) => normaliseForCompare(c.back_text));
        expect(new Set(fronts).size).toBe(cards.length);
        expect(new Set(backs).size).toBe(cards.length);
      });
    }
  }

  it('shapes the mix by difficulty: easy asks what things are, hard asks for figures, dates, causes and recall', async () => {
    let easyDefining = 0;
    let hardDefining = 0;
    let easyHard = 0;
    let hardHard = 0;
    for (const note of [historyWw1, economicsInflation, physicsElectricity, chemistryRates, geographyCoasts]) {
      const base = { text: note.text, subject: note.subject, topic: note.topic, cardCount: 10 as const };
      const easy = await generator.generate({ ...base, difficulty: 'easy' });
      const hard = await generator.generate({ ...base, difficulty: 'hard' });
      easyDefining += easy.filter(isDefining).length;
      hardDefining += hard.filter(isDefining).length;
      easyHard += easy.filter(isHardKind).length;
      hardHard += hard.filter(isHardKind).length;
    }
    expect(easyDefining).toBeGreaterThan(hardDefining);
    expect(hardHard).toBeGreaterThan(easyHard);
    expect(easyDefining).toBeGreaterThanOrEqual(25);
  });

  it('makes the classic cards from definitions, causes, dates, lists and figures', async () => {
    const history = await generator.generate({
      text: historyWw1.text,
      subject: 'History',
      topic: historyWw1.topic,
      cardCount: 20,
      difficulty: 'medium',
    });
    const byFront = new Map(history.map((c) => [c.front_text, c.back_text]));
    // Answers are the key fact, without what the question already says (ADR 0029).
    expect(byFront.get('What is militarism?')).toBe(
      'The build-up of armed forces and the belief that war was a good way to solve problems',
    );
    expect(byFront.get('When did Austria-Hungary declare war on Serbia?')).toBe('28 July 1914');
    expect(byFront.get('Who was Princip?')).toBe('A member of the Black Hand, a Serbian nationalist group');
    expect(byFront.get('What are the long-term causes of the First World War?')).toBe(
      'Militarism, alliances, imperialism and nationalism',
    );

    const physics = await generator.generate({
      text: physicsElectricity.text,
      subject: 'Physics',
      cardCount: 15,
      difficulty: 'medium',
    });
    const physicsFronts = new Map(physics.map((c) => [c.front_text, c.back_text]));
    expect(physicsFronts.get('What is current?')).toBe('The rate of flow of electrical charge');
    expect(physicsFronts.get("What does Ohm's law state?")).toBe(
      'The current through a resistor at constant temperature is directly proportional to the potential difference across it',
    );
    expect(physicsFronts.get("Why does a filament lamp not obey Ohm's law?")).toBe(
      'Because its resistance increases as the temperature of the filament increases',
    );
    // The mains figures are tested: by a cloze of one, or by an answer that carries both.
    expect(
      physics.some(
        (c) =>
          (c.front_text.startsWith('Fill in the blank:') && /^(?:50 Hz|230 V)$/u.test(c.back_text)) ||
          (/50 Hz/u.test(c.back_text) && /230 V/u.test(c.back_text)),
      ),
    ).toBe(true);
  });

  it('gives exactly the requested count when the notes support it, and 5 or 20 work too', async () => {
    const text = [chemistryRates, physicsElectricity].map((n) => n.text).join('\n\n');
    expect(await generator.generate({ text, subject: 'Science', cardCount: 5, difficulty: 'medium' })).toHaveLength(5);
    expect(await generator.generate({ text, subject: 'Science', cardCount: 20, difficulty: 'hard' })).toHaveLength(20);
  });

  it('never pads: a short text gives fewer cards than asked for', async () => {
    const text =
      'Osmosis is the diffusion of water across a partially permeable membrane. Active transport needs energy from respiration.';
    const cards = await generator.generate({ text, subject: 'Biology', cardCount: 20, difficulty: 'medium' });
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(4);
    expect(cards.map((c) => c.front_text)).toContain('What is osmosis?');
  });

  it('returns no cards for text without facts', async () => {
    expect(await generator.generate({ text: '  \n ', subject: 'Biology', cardCount: 10, difficulty: 'easy' })).toEqual(
      [],
    );
    expect(
      await generator.generate({ text: '* * *\n----\n12', subject: 'Biology', cardCount: 10, difficulty: 'easy' }),
    ).toEqual([]);
  });

  it('works from a generated summary with bold markup, as the app sends it', async () => {
    const summary = [
      '**Enzymes** are biological catalysts that speed up reactions without being used up.',
      'The **active site** is the part of an enzyme where the substrate binds.',
      'Enzymes **denature** above about 45 °C because the active site changes shape.',
      'Amylase breaks down **starch** into sugars in the mouth.',
    ].join('\n');
    const cards = await generator.generate({
      text: summary,
      subject: 'Biology',
      topic: 'Enzymes',
      cardCount: 5,
      difficulty: 'medium',
    });
    expect(cards.length).toBeGreaterThanOrEqual(4);
    expect(cards.every((c) => !c.front_text.includes('*') && !c.back_text.includes('*'))).toBe(true);
    expect(cards.map((c) => c.front_text)).toContain('What are enzymes?');
    expect(
      cards.some(
        (c) =>
          c.front_text === 'What is the active site?' ||
          c.front_text === 'What term describes the part of an enzyme where the substrate binds?',
      ),
    ).toBe(true);
  });
});

/** Words no flashcard should ask a student to recall: function words and everyday nouns. */
const WEAK_ANSWERS =
  /^(?:the|a|an|it|they|this|that|and|or|of|countries|country|government|people|person|product|reactions?|roads?|soldier|murder|region|support|attempt|way|thing|things|example|time|year|part|area|world|temperature|energy|water|surroundings|buildings?)$/iu;

describe('BuiltinCardGenerator card forms', () => {
  const deck = (
    note: { text: string; subject: string; topic: string },
    cardCount: 5 | 10 | 15 | 20,
    difficulty: CardDifficulty,
  ) => generator.generate({ text: note.text, subject: note.subject, topic: note.topic, cardCount, difficulty });

  /** The term a "Fill in the blank" card's answer marks in bold. */
  const filledBlank = (c: { back_text: string }): string | undefined => /\*\*(.+?)\*\*/u.exec(c.back_text)?.[1];

  it('blanks key terms, names, figures and quotations, never an everyday word', async () => {
    for (const note of [...ALL_NOTES, ...MORE_NOTES]) {
      for (const difficulty of ['easy', 'medium', 'hard'] as CardDifficulty[]) {
        for (const c of await deck(note, 15, difficulty)) {
          expect(c.back_text, `${note.name}: ${c.front_text}`).not.toMatch(WEAK_ANSWERS);
          expect(c.back_text.trim().length).toBeGreaterThan(1);
        }
      }
    }
    const history = await deck(historyColdWar, 15, 'hard');
    // A cloze's answer is its sentence with the blank filled in bold.
    const blanks = history.filter((c) => c.front_text.startsWith('Fill in the blank')).map((c) => filledBlank(c) ?? '');
    // Whole names, not "____ → countries" or "Cuban ____ of October".
    expect(
      blanks.some((b) => /^(?:Truman Doctrine|Second World War|Warsaw Pact|Berlin Airlift|iron curtain)$/u.test(b)),
    ).toBe(true);
  });

  it('asks real questions about named events, responses and methods', async () => {
    const history = new Map((await deck(historyColdWar, 15, 'medium')).map((c) => [c.front_text, c.back_text]));
    expect(history.get('What did the Truman Doctrine (1947) promise?')).toBe(
      'American support to countries resisting communism',
    );
    expect(
      history.get('How did the Allies respond when Stalin cut off all road and rail links to West Berlin in 1948?'),
    ).toBe('With the Berlin Airlift');
    expect(history.get('What was the Cuban Missile Crisis (October 1962)?')).toBe(
      'The closest the world came to nuclear war',
    );
    // The date of "until the blockade was lifted in May 1949" does not date the Allies' response.
    expect([...history.keys()].some((q) => /^When did the Allies respond/u.test(q))).toBe(false);
    // "Khrushchev placed nuclear missiles on Cuba, and Kennedy ordered ..." stops at the second clause.
    expect(history.get('What did Khrushchev place?')).toBe('Nuclear missiles on Cuba');

    const economics = new Map((await deck(economicsPed, 10, 'medium')).map((c) => [c.front_text, c.back_text]));
    expect(economics.get('What is the equation for PED?')).toBe('% change in quantity demanded ÷ % change in price');
    expect(economics.get('How can a firm raise total revenue when demand is inelastic?')).toBe(
      'By increasing its price',
    );

    const chemistry = new Map((await deck(chemistryEnergy, 10, 'medium')).map((c) => [c.front_text, c.back_text]));
    expect(chemistry.get('What are examples of exothermic reactions?')).toBe(
      'Combustion, neutralisation and most oxidation reactions',
    );
    expect([...chemistry.keys()]).not.toContain('What is thermal decomposition?');
  });

  it('turns quotations in literature notes into completion cards', async () => {
    const cards = await deck(englishMacbeth, 10, 'medium');
    expect(cards).toHaveLength(10);
    const quotation = cards.find((c) => filledBlank(c) === "vaulting ambition, which o'erleaps itself");
    expect(quotation?.front_text).toBe(
      'Fill in the blank: Macbeth admits that he has only "____" as a reason to kill Duncan.',
    );
    // The answer is the whole sentence, the blank filled and marked, as on the back of an Anki cloze.
    expect(quotation?.back_text).toBe(
      'Macbeth admits that he has only "**vaulting ambition, which o\'erleaps itself**" as a reason to kill Duncan.',
    );
  });

  it('keeps questions grammatical: no "When was X a Y?", no American spellings, no stray capitals', async () => {
    for (const note of [...ALL_NOTES, ...MORE_NOTES]) {
      for (const c of await deck(note, 20, 'hard')) {
        expect(c.front_text).not.toMatch(/^When (?:was|were|is|are) (?:the )?\p{Lu}[^?,]* (?:a|an) /u);
        expect(c.front_text).not.toMatch(/\b(?:organize|recognize|realize|reorganize|analyze)\b/u);
        // Quoted notes (the sentence-stem fallback quotes its sentence's opening) keep their capitals.
        expect(c.front_text.replace(/"[^"]*"/gu, '""')).not.toMatch(
          /^(?:Explain why|Why|When|What) .*\b(?:In|On|After|During) (?:\d|January|June|July|November)/u,
        );
      }
    }
  });
});
