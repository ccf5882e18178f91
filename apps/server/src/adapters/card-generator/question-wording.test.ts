import { describe, expect, it } from 'vitest';
import { analyseText } from '../nlp/index.js';
import { generateCards } from './builtin-card-generator.js';
import { factClauses } from './fact-clauses.js';

const make = (text: string, topic: string) =>
  generateCards({ text, subject: 'Science', topic, cardCount: 10, difficulty: 'medium' });

describe('question wording', () => {
  it('asks with the base form when the tagger leaves a verb as its own lemma (after "It" was replaced)', () => {
    const cards = make(
      'A vaccine contains a small amount of a dead or inactive form of the pathogen. It stimulates white blood cells to produce antibodies and memory cells without the person becoming ill.',
      'Immunity',
    );
    const fronts = cards.map((c) => c.front_text);
    expect(fronts.join('\n')).not.toMatch(/\bdo the vaccine\b|stimulates\?/u);
    expect(fronts.some((f) => /does the vaccine stimulate\b/u.test(f))).toBe(true);
  });

  it('joins a reason opening with "As" in lower case', () => {
    const cards = make(
      'The properties of hydrocarbons depend on the size of their molecules. As the chain gets longer, the boiling point and the viscosity increase, while the flammability decreases, so short-chain fractions make the most useful fuels.',
      'Crude oil',
    );
    const answers = cards.map((c) => c.back_text).join('\n');
    expect(answers).not.toMatch(/because As\b/u);
  });

  it('never asks about a "Worked example:" label', () => {
    const cards = make(
      'Power = potential difference × current (P = V I).\nWorked example: a kettle draws 10 A from the 230 V mains, so its power is 230 × 10 = 2300 W.\nResistance is measured in ohms.',
      'Electricity',
    );
    expect(cards.map((c) => c.front_text).join('\n')).not.toMatch(/worked example/iu);
  });

  it('puts a verb joined by "but" after do-support in its base form too', () => {
    const cards = make(
      // (Not "The same student …": a subject that points back is dropped, question-rules.ts.)
      'The student weighs about 96 N but still has a mass of 60 kg because g on the Moon is only 1.6 N/kg.',
      'Forces',
    );
    const fronts = cards.map((c) => c.front_text).join('\n');
    expect(fronts).not.toMatch(/Why does .* but still has\b/u);
    expect(fronts).toMatch(/Why does the student weigh about 96 N but still have a mass of 60 kg\?/u);
  });

  it('turns "X, so Y" into a reason only when Y is one clause', () => {
    const analysis = analyseText(
      'Most migrants are young adults, so the birth rate is high, and improved healthcare means the death rate has fallen.',
    );
    const unit = analysis.units[0];
    expect(unit).toBeDefined();
    const clauses = factClauses(unit as NonNullable<typeof unit>, analysis);
    expect(clauses.join('\n')).not.toMatch(/the birth rate is high, and improved healthcare .* because/iu);
  });

  it('keeps what follows "so" after a belief inside the belief', () => {
    const analysis = analyseText(
      'Fundamentalist Christians believe the Genesis account is exactly true, so the world is only a few thousand years old.',
    );
    const unit = analysis.units[0];
    expect(unit).toBeDefined();
    expect(factClauses(unit as NonNullable<typeof unit>, analysis).join('\n')).not.toMatch(/years old because/u);
  });

  it('asks what someone said or believed when the clause has no "that"', () => {
    const cards = make(
      'Maslow said people have five levels of needs: physiological needs, safety needs, social needs, esteem needs and self-actualisation.',
      'Motivation theories',
    );
    const card = cards.find((c) => c.front_text === 'What did Maslow say?');
    // The claim alone: the question already says who said it (ADR 0029).
    expect(card?.back_text).toMatch(/^People have five levels of needs/u);
  });

  it('reads a British -ised verb the tagger calls an adjective as the verb of a reason', () => {
    const cards = make(
      'Britain industrialised first because it had large deposits of coal and iron ore, a growing population and capital from overseas trade.',
      'The Industrial Revolution',
    );
    expect(cards.map((c) => c.front_text)).toContain('Explain why Britain industrialised first.');
  });

  // Shapes of real revision pages (inflation, Romeo and Juliet, the plague).
  it('reads a clause before a colon as a statement, not a term to define', () => {
    const fronts = make(
      'The target\n\nGovernment sets the inflation target: 2% CPI, symmetric (undershooting is as bad as overshooting).',
      'Inflation',
    ).map((c) => c.front_text);
    expect(fronts.join('\n')).not.toMatch(/What is government sets/u);
    expect(fronts).toContain('What does government set?');
    const setting = make('Set in Verona, Italy: seen as hot-blooded and violent.', 'Romeo and Juliet');
    expect(setting.map((c) => c.front_text).join('\n')).not.toMatch(/Describe set in/iu);
  });

  it('never inverts a subject that holds a verb of its own, nor takes a quantity word as one', () => {
    const fronts = make(
      'Oxymorons show love and conflict are tangled together from the first scene. Little progress in 300 years because the real cause was still unknown.',
      'Romeo and Juliet',
    ).map((c) => c.front_text);
    expect(fronts.join('\n')).not.toMatch(/How are oxymorons show|What do little progress/u);
  });

  it('asks for an equation only when both sides of the arrow are chemistry', () => {
    const fronts = make(
      [
        'Reactions and effects',
        '',
        '- Combustion: CH4 + 2O2 → CO2 + 2H2O',
        '- Photosynthesis: carbon dioxide + water → glucose + oxygen',
        '- Environmental: soil erosion as roots no longer bind the soil; burning trees releases CO2 → climate change',
      ].join('\n'),
      'Rainforests',
    ).map((c) => c.front_text);
    expect(fronts).toContain('What is the equation for combustion?');
    expect(fronts).toContain('What is the equation for photosynthesis?');
    expect(fronts.join('\n')).not.toMatch(/equation for environmental/iu);
  });

  it('keeps the capital of a country the notes only write at the start of a line', () => {
    const fronts = make(
      "Deforestation in Malaysia\n\n- Malaysia produces around 39% of the world's palm oil.\n- Indonesia clears forest for plantations.",
      'Tropical rainforests',
    ).map((c) => c.front_text);
    expect(fronts.join('\n')).not.toMatch(/\b(?:malaysia|indonesia)\b/u);
  });

  it('reads "Honour mattered:" as a clause, and asks no means across its colon', () => {
    const fronts = make(
      'Context\n\n- Honour mattered: a man had to defend his family name, even by duelling.\n- Patriarchal society: daughters were expected to obey their fathers.',
      'Romeo and Juliet',
    ).map((c) => c.front_text);
    expect(fronts.join('\n')).not.toMatch(/role of honour mattered|How did honour matter/iu);
    // A quantity before "=" is still a term: "Energy transferred = power × time".
    const equation = make(
      'Energy\n\n- Energy transferred = power × time (E = P t)\n- Power is the rate of energy transfer.',
      'Electricity',
    ).map((c) => c.front_text);
    expect(equation).toContain('What is the equation for energy transferred?');
    const dashed = make(
      'Context\n\n- Honour mattered - a man had to defend his family name, even by duelling.\n- Middle-class families can save money by buying in bulk.',
      'Romeo and Juliet',
    ).map((c) => c.front_text);
    expect(dashed.join('\n')).not.toMatch(/How did honour matter/iu);
    expect(dashed).toContain('How can middle-class families save money?');
  });

  it('answers a date inside its clause with the date alone, the clause being in the question', () => {
    const cards = make(
      'Context\n\nHe was a socialist. Priestley wanted audiences in 1945 to vote for a fairer society, and the Labour Party won the election that year.',
      'An Inspector Calls',
    );
    const when = cards.find((c) => c.front_text === 'When did Priestley want audiences to vote for a fairer society?');
    expect(when?.back_text).toBe('1945');
  });

  it('keeps the capital of an author cited with a year, and of Marxists', () => {
    const fronts = make(
      'Functionalism\n\nParsons (1959)\nParsons saw school as the focal socialising agency. Marxists argue education transmits ruling-class ideology.',
      'Education',
    ).map((c) => c.front_text);
    expect(fronts.join('\n')).not.toMatch(/\b(?:parsons|marxists)\b/u);
    expect(fronts.some((f) => /\bParsons\b/u.test(f))).toBe(true);
  });

  it('asks nothing of a negated condition before an arrow, nor "why" of a clause without its verb', () => {
    const fronts = make(
      'Causation\n\n- Not the factual cause → not guilty of murder\n- Harpsichord dies out → the piano takes over, so no continuo needed',
      'Music',
    ).map((c) => c.front_text);
    expect(fronts.join('\n')).not.toMatch(/What does not the|Why did no continuo/u);
    expect(fronts).toContain('What happens when harpsichord dies out?');
  });

  it('reads maths and instructions as such, and asks a condition or a clause before an arrow as "what happens when"', () => {
    const notes =
      'Roots\n\n- b² - 4ac > 0 → two distinct real roots\n- Set each bracket = 0 and flip the sign!\n- Saturated fat raises LDL cholesterol → fatty deposits in arteries\n- Red blood cells → carry oxygen around the body';
    const fronts = make(notes, 'Quadratics').map((c) => c.front_text);
    expect(fronts.join('\n')).not.toMatch(
      /What is b²|What is set each|What does saturated fat raises|What does red blood cells/u,
    );
    expect(fronts).toContain('What happens when b² - 4ac > 0?');
    expect(fronts).toContain('What happens when saturated fat raises LDL cholesterol?');
  });

  it("takes a paragraph plan's and an argument's labels for labels, not terms", () => {
    const fronts = make(
      'Anselm\n\nPoint: Anselm argues anyone who understands the concept of God must accept God exists.\nP1: God is that than which nothing greater can be conceived.\nLink: however, the argument only works for a necessary being.\nKey terms: representation, mediation, stereotype.',
      'The ontological argument',
    ).map((c) => c.front_text);
    expect(fronts.join('\n')).not.toMatch(/Describe (?:the )?(?:point|P1|link)\b|What are key terms/iu);
  });

  it('writes a scientific compound the lexicon lacks in lower case ("What is a biopolymer?")', () => {
    const fronts = make(
      'Materials\n\n- Biopolymer: a polymer made from plant sources instead of crude oil.\n- Thermosetting polymer: once set it cannot be reshaped.',
      'Materials',
    ).map((c) => c.front_text);
    expect(fronts.join('\n')).not.toMatch(/Biopolymer/u);
  });

  it('reads "causes" before an auxiliary as a noun ("What does natural cause?")', () => {
    const fronts = make(
      'Climate\n\nNatural causes cannot explain the rapid warming since 1950. Smoking causes lung cancer and heart disease.',
      'Climate change',
    ).map((c) => c.front_text);
    expect(fronts.join('\n')).not.toMatch(/What does natural cause/u);
    expect(fronts).toContain('What does smoking cause?');
  });
});
