import { describe, expect, it } from 'vitest';
import { analyseText, rankUnits } from '../nlp/index.js';
import { generateCards } from './builtin-card-generator.js';
import { extractCandidates } from './card-candidates.js';

const fronts = (text: string, subject: string, topic: string): string[] =>
  generateCards({ text, subject, topic, cardCount: 10, difficulty: 'medium' }).map((c) => c.front_text);

describe('questions on term items a teacher would write', () => {
  it('asks what a describing word means instead of "Describe just." or "What is omnipotent?"', () => {
    const qs = fronts(
      'Omnipotent: all-powerful, able to do anything, as shown in creation and miracles.\nJust: God is fair and will judge people rightly.\nOmnibenevolent: all-loving and all-good.',
      'Religious Studies',
      'Christianity: the nature of God and creation',
    );
    expect(qs).toContain('What does "omnipotent" mean?');
    expect(qs).toContain('What does "just" mean?');
    // A word the lexicon lacks is read by its ending.
    expect(qs).toContain('What does "omnibenevolent" mean?');
    expect(qs.join('\n')).not.toMatch(/^Describe just\.$|^What is omnipotent\?$|^What is omnibenevolent\?$/imu);
  });

  it('gives a singular count noun its article ("What is a nose?", not "What is nose?") but leaves uncountable terms bare', () => {
    const qs = fronts(
      'Non-specific defences\nSkin: a physical barrier that also produces antimicrobial secretions.\nNose: the hairs and sticky mucus in the nasal passages.\nPhagocytosis: the engulfing and digesting of pathogens by white blood cells.',
      'Biology',
      'The immune system',
    );
    expect(qs.join('\n')).not.toMatch(/What is nose\?/u);
    expect(qs).toContain('What is a nose?');
    expect(qs).toContain('What is skin?');
    expect(qs).toContain('What is phagocytosis?');
  });

  it('asks what a thing does when its label is followed by a clause ("Stomach: acid kills pathogens")', () => {
    const qs = fronts(
      'Non-specific defences\nNose: hairs and mucus trap particles.\nStomach: hydrochloric acid kills pathogens in food and drink.\nAttrition: rocks knock against each other and become smaller.\nInsulin: a hormone made by the pancreas when blood glucose is too high.',
      'Biology',
      'The immune system',
    );
    expect(qs.join('\n')).not.toMatch(/What is a (?:nose|stomach)\?/u);
    expect(qs).toContain('Describe the role of the nose in non-specific defences.');
    expect(qs).toContain('Describe the role of the stomach in non-specific defences.');
    // A process is still asked for by name, and a participle ("made by") is no clause.
    expect(qs).toContain('What is attrition?');
    expect(qs).toContain('What is insulin?');
  });

  it('asks what a superlative ranks for: "the biggest risk factor for type 2 diabetes"', () => {
    const qs = fronts(
      'Type 2 diabetes: the body cells no longer respond properly to insulin. The biggest risk factor is obesity, along with a lack of exercise and age.',
      'Biology',
      'Control of blood glucose',
    );
    expect(qs.join('\n')).not.toMatch(/What is the biggest risk factor\?/u);
    expect(qs.map((q) => q.toLowerCase())).toContain('what is the biggest risk factor for type 2 diabetes?');
  });

  it('asks nothing ranked when there is nothing to rank for', () => {
    const qs = fronts('The biggest risk factor is obesity, along with a lack of exercise and age.', 'Biology', '');
    expect(qs.join('\n')).not.toMatch(/What is the biggest risk factor\?/u);
  });

  it('asks what happened in a timeline year, and what a foreign phrase means', () => {
    const history = fronts(
      '1954: the Supreme Court ruled that segregated schools were unconstitutional.\n1960: sit-ins began in Greensboro, North Carolina.',
      'History',
      'Civil rights in the USA 1954-68: timeline',
    );
    expect(history).toContain('What happened in 1954?');
    expect(history.join('\n')).not.toMatch(/^Describe 19/mu);
    const spanish = fronts(
      'Fui a Madrid = I went to Madrid.\nLo pasé bomba = I had a great time.',
      'Spanish',
      'The preterite',
    );
    expect(spanish.join('\n')).not.toMatch(/equation/u);
    expect(spanish).toContain('What does "Lo pasé bomba" mean?');
  });

  it('says "are" for two things joined by "and", and asks a formula label to be completed', () => {
    expect(
      fronts(
        'Trachea and bronchi: the cells lining them produce mucus that traps pathogens.',
        'Biology',
        'Immunity',
      ).join('\n'),
    ).not.toMatch(/What is trachea and bronchi/u);
    const maths = fronts('A² + b² = c², where c is the hypotenuse.', 'Maths', 'Pythagoras');
    expect(maths.join('\n')).not.toMatch(/equation for A²/u);
  });

  it('names the researcher\'s study for a study\'s aim or findings under a "Topic: Researcher" title', () => {
    const qs = fronts(
      'Aim: to see whether ordinary people would obey an order to harm another person.\nFindings: 65% of participants went to the maximum 450 V.',
      'Psychology',
      'Obedience: Milgram',
    );
    expect(qs).toContain("What is the aim of Milgram's study of obedience?");
    expect(qs.join('\n')).not.toMatch(/the (?:aim|findings) of obedience\?/u);
  });

  it('puts only the title, not its subtitle or a sentence heading, in a question', () => {
    const qs = fronts(
      "Importance: because humans are made in God's image, Christians believe they have a duty of stewardship.\nZakah: giving 2.5% of savings to the poor each year, which purifies wealth.",
      'Religious Studies',
      'Islam: the Five Pillars',
    );
    expect(qs.join('\n')).not.toMatch(/: the Five Pillars/u);
  });
});

describe('"What does X do?" for a sentence no narrower form reads', () => {
  const make = (text: string) =>
    generateCards({ text, subject: 'Computer Science', topic: 'Sorting', cardCount: 10, difficulty: 'medium' });

  it('asks what the subject does, with what it does as the answer, instead of a sentence stem', () => {
    const cards = make('Merge sort splits the list in half again and again until every sub-list contains one item.');
    expect(cards.map((c) => [c.front_text, c.back_text])).toContainEqual([
      'What does merge sort do?',
      'Splits the list in half again and again until every sub-list contains one item',
    ]);
    expect(cards.map((c) => c.front_text).join('\n')).not.toMatch(/Complete the sentence/u);
  });

  it('not for a verb of having or wanting, nor an indefinite example', () => {
    const fronts = [
      ...make('A vaccine contains a small amount of a dead or inactive form of the pathogen.'),
      ...make('A kettle draws 10 A from the 230 V mains, so its power is 2300 W.'),
    ].map((c) => c.front_text);
    expect(fronts.join('\n')).not.toMatch(/What does a (?:vaccine|kettle) do\?/u);
  });
});

describe('questions that used to read wrongly', () => {
  const fronts = (text: string, subject = 'Science', topic = 'Notes'): string[] =>
    generateCards({ text, subject, topic, cardCount: 10, difficulty: 'medium' }).map((c) => c.front_text);

  it('asks when something takes place, not "What does hajj take?"', () => {
    const qs = fronts('Hajj is the pilgrimage to Makkah. It takes place in the month of Dhul Hijjah.', 'RS', 'Islam');
    expect(qs.join('\n')).not.toMatch(/What does hajj take\?/u);
    expect(qs).toContain('When does hajj take place?');
  });

  it('leaves "for example" out of a question', () => {
    const qs = fronts('Electrolysis needs free ions. For example, chlorine is formed from sodium chloride solution.');
    expect(qs.join('\n')).not.toMatch(/for example\?/u);
  });

  it('asks why about the main clause after ", because", and not about ", which …"', () => {
    const pillars = fronts(
      'The Five Pillars are like the pillars that hold up a building, because they support a Muslim’s life and faith.',
      'RS',
      'Islam',
    );
    expect(pillars.join('\n')).not.toMatch(/Why do pillars hold up a building/u);
    const contamination = fronts(
      'Contamination is when radioactive atoms get onto or into an object, which is more dangerous because the exposure continues.',
    );
    expect(contamination.join('\n')).not.toMatch(/object, is more dangerous/u);
  });

  it('asks what caused a thing, never a clause', () => {
    const analysis = analyseText(
      'Christians may respond that God gave humans free will, and that much suffering is caused by humans misusing their freedom.',
    );
    const context = { subject: 'RS', topic: 'Christian beliefs' };
    const candidates = extractCandidates(analysis, rankUnits(analysis, context), context);
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.filter((c) => c.kind === 'cause').map((c) => c.front)).toEqual([]);
  });

  it('never makes a layout label the subject ("Why was background unpopular?")', () => {
    const qs = fronts(
      'Background: the Weimar Republic was set up in 1919 after the Kaiser abdicated. It was unpopular from the start, because many Germans blamed its politicians for signing the Treaty of Versailles.',
      'History',
      'Weimar Germany',
    );
    expect(qs.join('\n')).not.toMatch(/\bbackground (?:was|unpopular)/iu);
  });

  it('does not read a preposition as an instruction ("How do you find out whether …?" answered "After …")', () => {
    const qs = fronts(
      'To find out whether ordinary Americans would obey an unjust order, after the Nazi officer Adolf Eichmann claimed he was "just following orders".',
      'Psychology',
      'Obedience',
    );
    expect(qs.join('\n')).not.toMatch(/^How do you find out whether/mu);
  });
});

describe('language pages and labels', () => {
  const fronts = (text: string, subject: string, topic: string): string[] =>
    generateCards({ text, subject, topic, cardCount: 10, difficulty: 'medium' }).map((c) => c.front_text);

  it('reads "X = Y" sentences on a language page as translations, also with a note after them', () => {
    const qs = fronts(
      'Useful phrases for the writing exam.\nHabía mucha gente = There were lots of people (había is the imperfect of hay).\nFui a Madrid con mi familia = I went to Madrid with my family.',
      'Spanish',
      'The preterite and the imperfect',
    );
    expect(qs.join('\n')).not.toMatch(/equation/u);
    expect(qs).toContain('What does "Había mucha gente" mean?');
  });

  it('takes the number of the head noun ("What are time phrases to show the future?")', () => {
    const qs = fronts(
      'Time phrases to show the future: demain, la semaine prochaine, l’année prochaine and plus tard.',
      'French',
      'Talking about the future',
    );
    expect(qs).toContain('What are time phrases to show the future?');
  });

  it('asks nothing about an "Exam focus:" label, and keeps nouns joined by "and" in the subject', () => {
    const history = fronts(
      'Exam focus: a "how far" question needs a judgement on the main cause.\nThe alliance system turned a local Balkan crisis into a European war.',
      'History',
      'Causes of the First World War',
    );
    expect(history.join('\n')).not.toMatch(/exam focus/iu);
    const spanish = fronts(
      'The weather and feelings in the past usually take the imperfect: hacía sol (it was sunny), estaba cansado (I was tired).',
      'Spanish',
      'The imperfect',
    );
    expect(spanish.join('\n')).not.toMatch(/feeling in\?/u);
  });

  it('never asks a question cut inside a bracket by an OCR line break', () => {
    const qs = fronts(
      '"I have no spur to prick the sides of my intent, but only vaulting ambition" (Act 1\nScene 7): Macbeth admits that ambition is his only motive.\n-er verbs: remove -er and add -é (jouer\n→ joué).',
      'English Literature',
      'Macbeth: ambition',
    );
    for (const q of qs) expect((q.match(/\(/gu) ?? []).length).toBe((q.match(/\)/gu) ?? []).length);
  });

  it("asks for a verb's forms, not its meaning, when the line lists forms (languages)", () => {
    const text = `Key irregular preterites
- hacer: hice, hiciste, hizo (note the z), hicimos, hicisteis, hicieron.
- ser and ir share the same forms: fui, fuiste, fue, fuimos, fuisteis, fueron.

Vocabulary
- el padre: the father
- los colores: rojo, azul, verde, amarillo`;
    const fronts = generateCards({
      text,
      subject: 'Spanish',
      topic: 'The preterite',
      cardCount: 10,
      difficulty: 'medium',
    }).map((c) => c.front_text);
    expect(fronts).toContain('Give the forms of "hacer" (Key irregular preterites).');
    expect(fronts).toContain('What does "el padre" mean?');
    expect(fronts).not.toContain('What does "hacer" mean?');
    expect(fronts.filter((f) => f.includes('colores') && f.startsWith('Give the forms'))).toEqual([]);
  });
});
