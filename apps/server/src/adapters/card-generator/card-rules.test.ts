import { describe, expect, it } from 'vitest';
import { analyseText } from '../nlp/index.js';
import { generateCards } from './builtin-card-generator.js';
import { isLabelUnit } from './card-filters.js';
import { factClauses } from './fact-clauses.js';
import { figureCards } from './rules/figure.js';

function clauses(text: string): string[] {
  const analysis = analyseText(text);
  return analysis.units.flatMap((u) => factClauses(u, analysis));
}

function cards(text: string, subject: string, topic: string, cardCount: 5 | 10 = 10) {
  return generateCards({ text, subject, topic, cardCount, difficulty: 'medium' });
}

describe('fact clauses: one sentence, several facts', () => {
  it('puts the shared subject back and turns "so" into a reason', () => {
    expect(
      clauses(
        'Potential difference is the energy transferred per unit charge and is measured in volts (V) with a voltmeter.',
      ),
    ).toContain('Potential difference is measured in volts (V) with a voltmeter.');
    expect(clauses('Bile is made in the liver and stored in the gall bladder.')).toContain(
      'Bile is stored in the gall bladder.',
    );
    expect(clauses('Nepal is an LIC, so it depended heavily on foreign aid, and recovery was slow.')).toContain(
      'Nepal depended heavily on foreign aid because Nepal is an LIC.',
    );
    expect(
      clauses('Protease breaks down proteins into amino acids; lipase breaks down lipids into fatty acids.'),
    ).toEqual(['Protease breaks down proteins into amino acids.', 'Lipase breaks down lipids into fatty acids.']);
  });

  it('leaves a definition with a "when" clause whole, and never leaves an unexplained pronoun', () => {
    expect(
      clauses(
        'Hydraulic action is when waves force air into cracks in the cliff, and the pressure breaks the rock apart.',
      ),
    ).toEqual([]);
    for (const c of clauses('Plants use glucose for respiration, and they store it as starch.'))
      expect(c).not.toMatch(/\bit\b/u);
  });
});

describe('label lines are never asked about', () => {
  it('recognises titles and "Name: Title (year)" sub-headings, not definitions', () => {
    const analysis = analyseText(
      'Macbeth: Theme of Ambition (AQA GCSE English Literature)\n\nAbraham Maslow: Hierarchy of Needs (1943)\n\nMilitarism: the build-up of armed forces and the belief that war was good.',
    );
    // Lines read as headings never become units; those read as items must be labels.
    const titles = analysis.units.filter((u) => /^(?:Macbeth|Abraham Maslow)/u.test(u.text));
    for (const u of titles) expect(isLabelUnit(u)).toBe(true);
    const militarism = analysis.units.find((u) => u.text.startsWith('Militarism'));
    expect(militarism && isLabelUnit(militarism)).toBe(false);
    const items = analyseText(
      '• Abraham Maslow: Hierarchy of Needs (1943)\n• Militarism: the build-up of armed forces',
    );
    expect(items.units.map(isLabelUnit)).toEqual([true, false]);
    // A summary's first point is often a definition: a finished "term: explanation" sentence is no title.
    const first = analyseText('Variable costs: costs that change directly with output.\nRevenue is money in.');
    expect(first.units.map(isLabelUnit)).toEqual([false, false]);
  });

  it('makes no card whose answer is the title, the topic or a heading', () => {
    const deck = cards(
      `Macbeth: Theme of Ambition (AQA GCSE English Literature)
The play, written around 1606 for King James I, warns against killing a king.
Lady Macbeth calls on spirits to "unsex me here" so she can carry out the murder without guilt.
Macbeth orders the murder of Banquo because the witches said Banquo's descendants would be kings.`,
      'English Literature',
      'Macbeth',
    );
    expect(deck.length).toBeGreaterThan(0);
    for (const c of deck) {
      expect(c.back_text).not.toMatch(/AQA|Theme of Ambition/u);
      expect(c.front_text).not.toBe('Describe Macbeth.');
      // The date belongs to "written", not to "warns": no "When does the play warn ...?".
      expect(c.front_text).not.toMatch(/^When does the play/u);
    }
  });

  it('blanks no reference beside a number and asks nothing about exam advice (English literature)', () => {
    const points = [
      "The witches' prophecies in Act 1 Scene 3 awaken Macbeth's ambition.",
      'Lady Macbeth questions his masculinity to persuade him to kill Duncan.',
      'Conclusion for essays: by the end Malcolm calls Macbeth a "dead butcher" and Lady Macbeth a "fiend-like queen".',
      'Banquo acts as a foil to Macbeth because he hears a prophecy too but does not act on it.',
    ];
    const deck = cards(points.join('\n'), 'English Literature', 'Macbeth: ambition');
    expect(deck.length).toBeGreaterThan(0);
    for (const c of deck) {
      expect(c.back_text).not.toBe('Scene');
      expect(c.front_text).not.toMatch(/^Describe conclusion/iu);
    }
  });
});

describe('answers carry the fact, and short summaries still fill the deck', () => {
  const physics = [
    '**Current** is the rate of flow of electrical charge and is measured in amperes (A) with an ammeter.',
    '**Potential difference** is the energy transferred per unit charge and is measured in volts (V).',
    '**Resistance** is the opposition to the flow of current, and it is measured in ohms.',
    'In a series circuit the current is the same everywhere and the total resistance is the sum of the resistances.',
    '**Ohm’s law** states that the current through a resistor is directly proportional to the potential difference.',
  ].join('\n');
  const history = [
    'On 28 June 1914 **Archduke Franz Ferdinand** was assassinated in Sarajevo by Gavrilo Princip.',
    'Princip was a member of the **Black Hand**, a Serbian nationalist group.',
    'Britain declared war on Germany on 4 August 1914 because it had promised to protect Belgian neutrality.',
    'The **Schlieffen Plan** was a German plan to defeat France quickly, so Germany invaded Belgium.',
  ].join('\n');
  const geography = [
    'On 25 April 2015 a magnitude 7.8 earthquake struck Nepal.',
    'Nepal is an **LIC**, so it depended heavily on foreign aid, and recovery was slow.',
    'Destructive waves are tall and steep and have a strong backwash, so they remove material from the beach.',
    'Bile is made in the liver and stored in the gall bladder.',
  ].join('\n');

  it('answers a definition without repeating the term the question asks about (physics)', () => {
    const deck = cards(physics, 'Physics', 'Electricity');
    const byFront = new Map(deck.map((c) => [c.front_text, c.back_text]));
    expect(byFront.get('What is current?')).toBe('The rate of flow of electrical charge');
    expect(byFront.get('What is potential difference measured in?')).toBe('Volts (V)');
    // Five points, two facts in most: more cards than points, each on a different fact.
    expect(deck.length).toBeGreaterThanOrEqual(7);
    const backs = deck.map((c) => c.back_text);
    expect(new Set(backs).size).toBe(backs.length);
  });

  it('answers with the key fact alone: the meaning of a term named at the end, the date, a closing list', () => {
    const deck = cards(
      [
        'The minimum amount of energy that colliding particles need in order to react is called the **activation energy**.',
        'On 28 June 1914 **Archduke Franz Ferdinand** was assassinated in Sarajevo by Gavrilo Princip.',
        'Historians often use the acronym **MAIN** for the long-term causes: Militarism, Alliances, Imperialism and Nationalism.',
      ].join('\n'),
      'History',
      'Revision',
    );
    const backs = deck.map((c) => c.back_text);
    expect(backs).toContain('The minimum amount of energy that colliding particles need in order to react');
    expect(backs).toContain('28 June 1914');
    expect(backs).toContain(
      'The acronym MAIN for the long-term causes: Militarism, Alliances, Imperialism and Nationalism',
    );
  });

  it('asks what happens in a setting rather than blanking a word of it (geography, computing)', () => {
    const deck = cards(
      [
        'At a destructive margin the **denser** oceanic plate is subducted beneath the continental plate.',
        'In the Balkans, Serbian nationalists wanted to unite all Slavs in one state.',
        'In 1948 Stalin cut off all road and rail links to West Berlin.',
      ].join('\n'),
      'Geography',
      'Revision',
    );
    const byFront = new Map(deck.map((c) => [c.front_text, c.back_text]));
    // The setting is in the question, so the answer is what happens there.
    expect(byFront.get('What happens at a destructive margin?')).toBe(
      'The denser oceanic plate is subducted beneath the continental plate',
    );
    expect(byFront.get('What happened in the Balkans?')).toBe(
      'Serbian nationalists wanted to unite all Slavs in one state',
    );
    // A year is a date, not a setting.
    expect(deck.some((c) => /^What happen(?:s|ed) in 1948/u.test(c.front_text))).toBe(false);
  });

  it('asks when for a dated event and why for a reason (history)', () => {
    const deck = cards(history, 'History', 'Causes of the First World War');
    const byFront = new Map(deck.map((c) => [c.front_text, c.back_text]));
    // The reason clause, not the claim restated (ADR 0029).
    expect(byFront.get('Why did Britain declare war on Germany on 4 August 1914?')).toBe(
      'Because it had promised to protect Belgian neutrality',
    );
    expect(deck.some((c) => c.front_text.startsWith('When') && /28 June 1914/u.test(c.back_text))).toBe(true);
    expect(byFront.get('Who was Princip?')).toBe('A member of the Black Hand, a Serbian nationalist group');
  });

  it('turns "X, so Y" into a why card whose answer is X (geography, biology)', () => {
    const deck = cards(geography, 'Geography', 'Hazards');
    const byFront = new Map(deck.map((c) => [c.front_text, c.back_text]));
    expect(byFront.get('Why did Nepal depend heavily on foreign aid?')).toBe('Because Nepal is an LIC');
    expect(byFront.get('Why do destructive waves remove material from the beach?')).toBe(
      'Because destructive waves have a strong backwash',
    );
    expect(deck.some((c) => /^Where is bile stored\?$/u.test(c.front_text))).toBe(true);
    for (const c of deck) expect(c.explanation).toMatch(/^From your notes: "/u);
  });

  it('copes with pathological input: one huge word, endless "and" clauses', () => {
    for (const text of [
      'Osmosis is ' + 'a'.repeat(100_000) + '.',
      'Osmosis is the movement ' + 'and is moved '.repeat(8000),
    ]) {
      const deck = generateCards({ text, subject: 'Biology', topic: 'Cells', cardCount: 20, difficulty: 'hard' });
      expect(deck.length).toBeLessThanOrEqual(20);
      for (const c of deck) expect(c.back_text.length).toBeLessThan(700);
    }
  });
});

describe('question forms for sentences the definition rules miss', () => {
  const byFront = (text: string, subject: string, topic: string): Map<string, string> =>
    new Map(cards(text, subject, topic).map((c) => [c.front_text, c.back_text]));

  it('asks how for methods and passives (maths, geography)', () => {
    const maths = byFront(
      [
        'To find a missing angle you use the inverse function on your calculator.',
        'To calculate the mean, add the values and divide by the number of values.',
        'The sine rule is a ÷ sin A = b ÷ sin B = c ÷ sin C. Use it when you know a side and its opposite angle.',
        'The angle of elevation is measured upwards from the horizontal.',
      ].join('\n'),
      'Maths',
      'Trigonometry',
    );
    expect(maths.get('How do you find a missing angle?')).toBe('You use the inverse function on your calculator');
    expect(maths.get('How do you calculate the mean?')).toMatch(/^Add the values and divide by the number of values$/u);
    expect(maths.get('When do you use the sine rule?')).toBe('When you know a side and its opposite angle');
    // The second sentence of a point is its own fact, not part of the definition.
    expect(maths.get('What is the sine rule?')).toBe('a ÷ sin A = b ÷ sin B = c ÷ sin C');
    expect(maths.get('How is the angle of elevation measured?')).toBe('Upwards from the horizontal');
    const coasts = byFront('Waves are created by wind blowing over the surface of the sea.', 'Geography', 'Coasts');
    expect(coasts.get('How are waves created?')).toBe('By wind blowing over the surface of the sea');
  });

  it('asks what a person believed, what a thing works on and which of two is more (business, computing, chemistry)', () => {
    const deck = byFront(
      [
        'Taylor believed that workers are motivated mainly by money.',
        'A binary search only works on a list that is already sorted.',
        'Aluminium is more reactive than carbon.',
        'French and Belgian troops occupied the Ruhr.',
        'Active transport moves substances from a more dilute solution to a more concentrated solution.',
      ].join('\n'),
      'Mixed',
      'Mixed',
    );
    expect(deck.get('What did Taylor believe?')).toBe('Workers are motivated mainly by money');
    expect(deck.get('What does a binary search only work on?')).toBe('A list that is already sorted');
    expect(deck.get('Which is more reactive: aluminium or carbon?')).toBe('Aluminium is more reactive than carbon');
    expect(deck.get('What did French and Belgian troops occupy?')).toBe('The Ruhr');
    expect(deck.get('What does active transport move?')).toMatch(/^Substances from/u);
  });

  it('never blanks a verb or reads a participle as the verb', () => {
    const deck = cards(
      'Repeat the passes until a whole pass is made without any swaps.\nA red blood cell placed in pure water swells and can burst.',
      'Biology',
      'Cells',
    );
    for (const c of deck) {
      expect(c.back_text).not.toBe('Repeat');
      expect(c.front_text).not.toMatch(/place in\?/u);
    }
  });

  it('falls back to the sentence stem only when no question fits', () => {
    const deck = cards(
      'Background radiation is always around us.\nOsmosis is the diffusion of water.',
      'Physics',
      'Radiation',
    );
    const stem = deck.find((c) => c.front_text.startsWith('Complete the sentence:'));
    expect(stem?.front_text).toBe('Complete the sentence: "Background radiation is …".');
    // The answer goes on from the question's words.
    expect(stem?.back_text).toBe('… always around us');
    expect(deck.some((c) => c.front_text === 'What is osmosis?')).toBe(true);
  });
});

describe('regressions seen on the study-material bench', () => {
  it('keeps a verb inside a relative clause with its own subject (English literature)', () => {
    expect(
      clauses('Shakespeare presents ambition as a destructive force that corrupts Macbeth and leads to his downfall.'),
    ).toEqual([]);
  });

  it('blanks a sum of money without the article after it, and keeps amperes as a unit (business, physics)', () => {
    const money = figureCards(
      analyseText("Ella's Cupcakes has fixed costs of £1,200 a month and sells cakes at £2.").units[0]!,
    );
    expect(money[0]?.back).toBe('£1,200');
    const current = figureCards(analyseText('A kettle draws a current of 13 A from the mains supply.').units[0]!);
    expect(current[0]?.back).toBe('13 A');
  });

  it('reads "stimulates … to produce" as what the vaccine does, not as a purpose (biology)', () => {
    const deck = cards(
      'A vaccine contains a small amount of a dead or inactive form of the pathogen. A vaccine stimulates white blood cells to produce antibodies and memory cells without the person becoming ill.',
      'Biology',
      'Immunity',
    );
    expect(deck.length).toBeGreaterThan(0);
    expect(deck.filter((c) => /^Why\b.*stimulate/u.test(c.front_text))).toEqual([]);
  });

  it('makes no card of where the notes go on ("… are on the next page")', () => {
    const deck = cards(
      'A catalyst speeds up a reaction without being used up. Reversible reactions and equilibrium are on the next page.\nEnzymes are biological catalysts.',
      'Chemistry',
      'Rates of reaction',
    );
    expect(deck.length).toBeGreaterThan(0);
    for (const c of deck) expect(`${c.front_text} ${c.back_text}`).not.toMatch(/next page|Reversible reactions/u);
  });

  it('makes no card of advice about the exam ("examiners reward …", "Top tip: …")', () => {
    const deck = cards(
      'The preterite is used for completed actions at a specific time in the past.\n' +
        'The imperfect is used for descriptions and repeated actions in the past.\n' +
        'Top tip: use at least one preterite and one imperfect in every answer; examiners reward a range of tenses.',
      'Spanish',
      'Past tenses',
    );
    expect(deck.length).toBeGreaterThan(0);
    for (const c of deck)
      expect(`${c.front_text} ${c.back_text}`).not.toMatch(/examiners|range of tenses|every answer/iu);
  });

  it('blanks no word class after an ending and makes no term of a "so" rule ("-er ____", "… because -ir verbs")', () => {
    const deck = cards(
      'The perfect tense\nThe perfect tense is used for completed actions in the past.\n' +
        '-er verbs: remove -er and add -é, so jouer becomes joué in the perfect tense.\n' +
        '-ir verbs: remove -ir and add -i, so finir becomes fini.\n' +
        'Most verbs use avoir as the auxiliary verb in the perfect tense.',
      'French',
      'The perfect tense',
    );
    expect(deck.length).toBeGreaterThan(0);
    for (const c of deck) {
      expect(c.back_text.replace(/\*\*/gu, ''), c.front_text).not.toMatch(/^verbs$/u);
      expect(c.front_text, c.back_text).not.toMatch(/-[a-z]{1,3} _{3,}/u);
      expect(`${c.front_text} ${c.back_text}`).not.toMatch(/because -(?:er|ir) verbs/u);
    }
  });

  it('does not date a figure as if it dated the event (geography)', () => {
    const deck = cards(
      'The population has grown from about 300,000 in 1950 to an estimated 15 million today.\nLagos is a megacity.',
      'Geography',
      'Lagos',
    );
    expect(deck.some((c) => c.front_text.startsWith('When'))).toBe(false);
  });

  it('asks no "which term" of a sentence and no "what is" of a passive (chemistry)', () => {
    const deck = cards(
      'Remember OIL RIG: oxidation is loss, reduction is gain (of electrons).\nWhen molten lead bromide is electrolysed, lead is produced at the cathode.',
      'Chemistry',
      'Electrolysis',
    );
    for (const c of deck) {
      expect(c.back_text).not.toBe('Remember OIL RIG');
      expect(c.front_text).not.toMatch(/what is lead\?$/u);
    }
  });
});

describe('layout labels and broken terms are never answers', () => {
  it('asks about the fact, not "Conclusion for essays" or "Formula" (English Literature, Economics)', () => {
    const macbeth = cards(
      [
        'Macbeth is ambitious and kills Duncan to become king.',
        'Lady Macbeth questions his masculinity to persuade him.',
        '"O, full of scorpions is my mind, dear wife!"',
        'Once he is king, ambition brings Macbeth paranoia rather than happiness.',
        'Conclusion for essays: by the end Malcolm calls Macbeth a "dead butcher" and Lady Macbeth a "fiend-like queen".',
      ].join('\n'),
      'English Literature',
      'Macbeth',
    );
    const economics = cards(
      [
        'Formula: PED = % change in quantity demanded ÷ % change in price.',
        'Perfectly elastic (PED = infinity): shown by a horizontal demand curve.',
        'Unitary elasticity (PED = 1): the percentage changes are equal.',
      ].join('\n'),
      'Economics',
      'Price elasticity of demand',
    );
    // A quotation standing alone as a line is no cloze: 'Fill in the blank: "____".' gives nothing to recall from.
    expect(macbeth.map((c) => c.front_text)).not.toContainEqual(expect.stringMatching(/^Fill in the blank: "_+"\.?$/u));
    const answers = [...macbeth, ...economics].map((c) => c.back_text);
    expect(answers.length).toBeGreaterThan(2);
    for (const a of answers) {
      expect(a).not.toMatch(/^(?:Conclusion for essays|Formula)$/u);
      // Brackets in an answer are whole: never "Perfectly elastic (PED".
      expect((a.match(/\(/gu) ?? []).length).toBe((a.match(/\)/gu) ?? []).length);
    }
  });
});
