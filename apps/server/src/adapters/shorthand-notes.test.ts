import { describe, expect, it } from 'vitest';
import { analyseText, parseBlocks } from './nlp/index.js';
import { generateCards } from './card-generator/builtin-card-generator.js';
import { summariseNotes } from './summariser/builtin-summariser.js';

// Science, maths, computing and business pages; the humanities pages are in
// shorthand-notes-humanities.test.ts.

/**
 * Notes as students write them: arrows for "leads to", "=" for "is", ↑ and ↓, numbered practical
 * steps, labels such as "RP:" or "Notice:". Read naively, a page like this gives cards such as
 * "What is the equation for enzymes?" and "What does light falls lead to?".
 */
const ENZYMES = `Enzymes - B3 revision

Enzymes = biological catalysts → speed up reactions w/o being used up
- made of protein, folded into a specific shape
- active site: where the substrate binds
Lock & key model: substrate fits active site exactly (like a key in a lock) → enzyme-substrate complex

Temp:
↑ temp → ↑ rate (more collisions) up to optimum (~37°C in humans)
above optimum → bonds holding shape break → active site changes shape → enzyme DENATURED
denatured = permanent, substrate can't fit anymore

pH: each enzyme has an optimum pH e.g. pepsin (stomach) ~pH 2, amylase ~pH 7

Digestive enzymes
Amylase: starch → sugars (made in salivary glands, pancreas)
Protease: proteins → amino acids (stomach, pancreas, small intestine)
Lipase: lipids → fatty acids + glycerol (pancreas, small intestine)
Bile (made in liver, stored in gall bladder) neutralises stomach acid + emulsifies fats → ↑ surface area for lipase

RP: effect of pH on amylase
1. add iodine to spotting tile
2. mix amylase + starch + buffer solution at set pH
3. every 30 s take a drop + add to iodine
4. record time when iodine stays orange (no starch left)
rate = 1000 / time`;

const cardsOf = (text: string, topic: string) =>
  generateCards({ text, subject: 'Biology', topic, cardCount: 10, difficulty: 'medium' });

describe('notes written line by line in shorthand', () => {
  it('keeps each note line its own unit: numbered steps are not full stops', () => {
    const blocks = parseBlocks(ENZYMES).map((b) => b.text);
    expect(blocks).toContain('↑ temp → ↑ rate (more collisions) up to optimum (~37°C in humans)');
    expect(blocks).toContain("denatured = permanent, substrate can't fit anymore");
    expect(blocks).toContain('Lipase: lipids → fatty acids + glycerol (pancreas, small intestine)');
    expect(blocks).toContain('record time when iodine stays orange (no starch left)');
    expect(blocks).toContain('rate = 1000 / time');
  });

  it('reads an arrow between words as a statement, but not one numbered step of a process', () => {
    const units = analyseText(
      'Enzymes\n\n↑ temp → ↑ rate up to the optimum\n\nPathway of blood\n1. Vena cava → right atrium\n2. Tricuspid valve → right ventricle',
    ).units;
    expect(units.find((u) => u.text.startsWith('↑ temp'))?.isFragment).toBe(false);
    expect(units.find((u) => u.text.startsWith('Vena cava'))?.isFragment).toBe(true);
  });

  it('takes a heading with an aside in brackets as a heading', () => {
    const blocks = parseBlocks(
      'Pathway of blood (learn in order!)\n1. Vena cava → right atrium\n2. Tricuspid valve → right ventricle',
    );
    expect(blocks[0]).toMatchObject({ kind: 'heading', text: 'Pathway of blood (learn in order!)' });
  });

  it('asks about "=" shorthand as a definition and arrows in words a teacher would use', () => {
    const fronts = cardsOf(ENZYMES, 'Enzymes').map((c) => c.front_text);
    expect(fronts).toContain('What are enzymes?');
    expect(fronts).toContain('What is the lock & key model?');
    expect(fronts).toContain('What does an increase in temp lead to?');
    expect(fronts).toContain('What happens above optimum?');
    expect(fronts.join('\n')).not.toMatch(/equation for enzymes|What is RP\?|What are lock/u);
    const ph = cardsOf(ENZYMES, 'Enzymes').find((c) => c.back_text.includes('optimum pH'));
    // The question names pH, so the answer does not repeat the "pH:" label (ADR 0029); its case is kept.
    expect(ph?.back_text.startsWith('Each enzyme has an optimum pH')).toBe(true);
  });

  it("never makes a point or a card of a practical's label", () => {
    const points = summariseNotes({ text: ENZYMES, subject: 'Biology', topic: 'Enzymes' });
    expect(points.join('\n')).not.toMatch(/RP\*?\*?:/u);
    const text =
      'Stave 1: the miser\n"solitary as an oyster": Scrooge is isolated and cold.\nStave 5: the changed man\n"I will honour Christmas in my heart": Scrooge promises to change.';
    const fronts = generateCards({
      text,
      subject: 'English Literature',
      topic: 'A Christmas Carol',
      cardCount: 5,
      difficulty: 'medium',
    }).map((c) => c.front_text);
    expect(fronts.join('\n')).not.toMatch(/Stave/u);
  });

  it('asks "what happens when" for a clause and names a site, keeping technical words in lower case', () => {
    const text = [
      'Light-independent reaction',
      'Thylakoids (stacked into grana) → site of LDR',
      'light falls → GP builds up, TP and RuBP fall',
      'Chemiosmosis: H+ ions diffuse back into the stroma through ATP synthase → ATP (= photophosphorylation)',
      'O2 = by-product (diffuses out or used in respiration)',
    ].join('\n');
    const fronts = cardsOf(text, 'Photosynthesis').map((c) => c.front_text);
    expect(fronts).toContain('What happens when light falls?');
    expect(fronts).toContain('What are thylakoids the site of?');
    expect(fronts.join('\n')).not.toMatch(/equation for (?:chemiosmosis|O2)|Chemiosmosis\b.*\?/u);
  });

  it('reads a line that starts with a verb before a colon as a statement, not a term', () => {
    const units = analyseText(
      'Happens in chloroplasts in 2 stages: light-dependent reaction + light-independent reaction.',
    ).units;
    expect(units[0]?.term).toBeUndefined();
    const german = cardsOf(
      'Notice: the ich and er/sie/es forms are the same and have no ending.\nRule 2: inversion',
      'Modal verbs',
    );
    expect(german.map((c) => c.front_text).join('\n')).not.toMatch(/What is notice|Rule 2/u);
  });
});

describe('OCR line breaks in shorthand notes', () => {
  it('goes on after a word no line can end on, and into a wrapped "x = y" line', () => {
    const text = [
      '- This energy is used to pump H+ from the stroma into the thylakoid space → proton gradient.',
      '- Chemiosmosis: H+ diffuse back into the stroma through',
      'ATP synthase → ADP + Pi → ATP (= photophosphorylation).',
      '- Photolysis of water: 2H2O → 4H+ + 4e- + O2. The electrons replace those lost from chlorophyll.',
    ].join('\n');
    expect(parseBlocks(text).map((b) => b.text)).toContain(
      'Chemiosmosis: H+ diffuse back into the stroma through ATP synthase → ADP + Pi → ATP (= photophosphorylation).',
    );
    const german = [
      '- Am Wochenende will ich Fußball spielen. = At the weekend I',
      'want to play football.',
      'Remember TMP (Time - Manner - Place): Ich möchte morgen mit',
      'dem Zug nach Berlin fahren. = I would like to travel to',
      'Berlin by train tomorrow.',
      'Rule 3: subordinate clauses',
    ].join('\n');
    expect(
      parseBlocks(german)
        .map((b) => b.text)
        .join('\n'),
    ).toContain('Ich möchte morgen mit dem Zug nach Berlin fahren');
  });
});

describe('chemistry notes in shorthand', () => {
  const ACIDS = [
    'C4 Chemical changes - Acids and alkalis',
    '',
    'pH scale: 0-14, acids < 7, neutral = 7, alkalis > 7',
    'Acids produce H+ ions in aqueous solution; alkalis produce OH- ions',
    'Neutralisation: H+ (aq) + OH- (aq) → H2O (l)',
    '',
    'Strong vs weak acids',
    'Strong acid = fully ionised in water e.g. HCl, HNO3, H2SO4',
    'Weak acid = only partially ionised e.g. ethanoic acid, citric acid, carbonic acid',
    '',
    'test for H2: squeaky pop with a lighted splint',
    'test for CO2: limewater turns milky (cloudy)',
    'Naming salts: hydrochloric acid → chlorides, sulfuric acid → sulfates, nitric acid → nitrates',
    '',
    'RP: making soluble salts',
    '1. add insoluble copper oxide to warm sulfuric acid until no more dissolves (excess)',
    '2. filter to remove excess copper oxide',
    '3. heat filtrate gently to evaporate some water, leave to crystallise',
    '4. pat crystals dry with filter paper',
  ].join('\n');
  const input = { subject: 'Chemistry', topic: 'Acids and alkalis' };

  it("fills its summary to the budget and never makes the practical's label a point", () => {
    const points = summariseNotes({ text: ACIDS, ...input });
    const share = points.join(' ').length / ACIDS.replace(/\s+/gu, ' ').length;
    expect(share).toBeGreaterThan(0.35);
    expect(share).toBeLessThanOrEqual(0.4);
    expect(points.join('\n')).not.toMatch(/RP\W/u);
  });

  it('asks tests, methods and chemical equations as such, and reads "= … e.g. HNO3" as "is"', () => {
    const fronts = generateCards({ text: ACIDS, ...input, cardCount: 10, difficulty: 'medium' }).map(
      (c) => c.front_text,
    );
    expect(fronts).toContain('What is the test for CO2?');
    expect(fronts).toContain('Describe how to name salts.');
    const physics = generateCards({
      text: 'Stopping distances\n\nStopping distance = thinking distance + braking distance\nBoiling point: the temperature at which a liquid boils',
      subject: 'Physics',
      topic: 'Forces',
      cardCount: 5,
      difficulty: 'medium',
    }).map((c) => c.front_text);
    expect(physics.join('\n')).not.toMatch(/how to (?:stop|boil)/u);
    expect(fronts.join('\n')).not.toMatch(/equation for (?:strong|weak) acid/u);
  });
});

describe('computing notes with pseudocode', () => {
  const SEARCH = [
    '2.1 Algorithms - searching',
    '',
    'Linear search',
    '- checks each item in turn until the target is found or the end of the list is reached',
    '- works on unsorted lists',
    '',
    'Binary search (list MUST be sorted!)',
    '1. find the middle item',
    '2. if it is the target, stop',
    '3. if target < middle, discard the right half; else discard the left half',
    '4. repeat with the remaining half until found or the list is empty',
    '',
    'Pseudocode (linear):',
    'FOR i = 0 TO LEN(list) - 1',
    '  IF list[i] == target THEN RETURN i',
    'ENDFOR',
    '',
    'Effects of a sorted list',
    '- makes binary search possible',
  ].join('\n');
  const input = { subject: 'Computer Science', topic: 'Searching algorithms' };

  it('gives a bullet that starts with its verb the heading as subject, but not under a list heading', () => {
    const units = analyseText(SEARCH).units.map((u) => u.text);
    expect(units).toContain('Linear search works on unsorted lists');
    expect(units).toContain('makes binary search possible');
  });

  it("makes no point or card of code, and no blank of a step's action", () => {
    const points = summariseNotes({ text: SEARCH, ...input });
    expect(points.join('\n')).not.toMatch(/FOR i|RETURN/u);
    const cards = generateCards({ text: SEARCH, ...input, cardCount: 10, difficulty: 'medium' });
    const fronts = cards.map((c) => c.front_text);
    expect(fronts).toContain('What does linear search work on?');
    expect(fronts.join('\n')).not.toMatch(/FOR i|^Fill in the blank: ____ with/mu);
  });
});

describe('a maths page', () => {
  const CIRCLES = [
    'Circle theorems (Higher)',
    '',
    '1. angle at the centre = 2 x angle at the circumference',
    '2. angles in a semicircle = 90°',
    '3. angles in the same segment are equal',
    '',
    'Exam tip: always give a reason e.g. "angles in a semicircle are 90°" or you lose marks!',
    '',
    'Probability',
    'So P(heads and a six) = 1/2 × 1/6 = 1/12.',
  ].join('\n');

  it("asks a value by its name, and makes no card of exam advice or a worked example's arithmetic", () => {
    const fronts = generateCards({
      text: CIRCLES,
      subject: 'Mathematics',
      topic: 'Circle theorems',
      cardCount: 10,
      difficulty: 'medium',
    }).map((c) => c.front_text);
    expect(fronts).toContain('What are angles in a semicircle?');
    expect(fronts.join('\n')).not.toMatch(/lose marks|equation for So|P\(heads/u);
  });
});

describe('a business page of formulas', () => {
  it('asks a plural term in the plural and an axis for what it shows', () => {
    const text = [
      'Business - Theme 2: Break-even',
      '',
      "Fixed costs (FC) = costs that don't change with output e.g. rent, salaries",
      'Contribution per unit = selling price - variable cost per unit',
      '',
      'Break-even chart',
      '- x-axis = output, y-axis = costs/revenue',
      '- break-even point = where TR line crosses TC line',
    ].join('\n');
    const fronts = generateCards({
      text,
      subject: 'Business',
      topic: 'Break-even',
      cardCount: 10,
      difficulty: 'medium',
    }).map((c) => c.front_text);
    expect(fronts).toContain('What are fixed costs (FC)?');
    expect(fronts).toContain('What does the x-axis show?');
    expect(fronts.join('\n')).not.toMatch(/equation for (?:x-axis|fixed)/iu);
  });
});
