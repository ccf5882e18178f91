import { describe, expect, it } from 'vitest';
import { analyseText, parseBlocks } from './nlp/index.js';
import { generateCards } from './card-generator/builtin-card-generator.js';
import { summariseNotes } from './summariser/builtin-summariser.js';

/**
 * Humanities and other pages in note form (economics, history, psychology, languages, English,
 * geography, religious studies, checklists): the same shorthand as shorthand-notes.test.ts.
 */
describe('economics notes in shorthand', () => {
  const INFLATION = [
    'Inflation (Theme 2)',
    '',
    'Inflation = sustained ↑ in the general price level over time',
    'measured by CPI (Consumer Prices Index) - basket of ~700 goods + services, weighted by spending',
    'Govt target = 2% (set for the Bank of England)',
    '',
    'Effects',
    '- uncertainty → firms delay investment',
    'BUT: some inflation ok, deflation can be worse (people delay spending)',
    'Deflation = fall in the general price level (CPI below 0%)',
  ].join('\n');

  it("defines the topic's own term, asks a value as a value, and takes no linking word for a term", () => {
    const cards = generateCards({
      text: INFLATION,
      subject: 'Economics',
      topic: 'Inflation',
      cardCount: 10,
      difficulty: 'medium',
    });
    const fronts = cards.map((c) => c.front_text);
    expect(fronts).toContain('What is inflation?');
    expect(fronts).toContain('What is the govt target?');
    expect(fronts).toContain('What is deflation?');
    expect(fronts.join('\n')).not.toMatch(/equation for|What is BUT|BUT$|What is measured by/mu);
    expect(cards.map((c) => c.back_text)).not.toContain('BUT');
  });
});

describe('history notes in shorthand', () => {
  const COLD_WAR = [
    'Cold War 1945-1991 - Key Topic 1 notes',
    '',
    'Origins',
    '- Yalta (Feb 1945): Big Three agreed Germany divided into 4 zones; free elections in E. Europe',
    '- USA tested atomic bomb July 1945 → Stalin felt threatened → arms race',
    '',
    'Truman Doctrine (March 1947) = USA will help any country resisting communism (containment)',
    'Marshall Plan (June 1947) = $13 billion aid to rebuild Europe → Stalin called it "dollar imperialism"',
    '',
    'Berlin Blockade June 1948 - May 1949',
    'why? W. zones introduced new currency (Deutschmark) → Stalin cut off road, rail + canal links to W. Berlin',
    'Berlin Airlift: 275,000 flights, 1.5 million tons of supplies',
  ].join('\n');

  it('keeps note lines apart although initials ("E. Europe", "W. Berlin") end in a full stop', () => {
    const blocks = parseBlocks(COLD_WAR).map((b) => b.text);
    expect(blocks).toContain('Berlin Airlift: 275,000 flights, 1.5 million tons of supplies');
  });

  it('asks about named events in the past, with their article', () => {
    const fronts = generateCards({
      text: COLD_WAR,
      subject: 'History',
      topic: 'The origins of the Cold War',
      cardCount: 10,
      difficulty: 'medium',
    }).map((c) => c.front_text);
    expect(fronts).toContain('What was the Berlin Airlift?');
    expect(fronts).toContain('What happened when USA tested atomic bomb July 1945?');
    expect(fronts.join('\n')).not.toMatch(/What is Marshall Plan|Describe Truman Doctrine/u);
  });
});

describe('a psychology study in note form', () => {
  const STUDY = [
    'Memory - Loftus and Palmer (1974) car crash study',
    '',
    'Aim: to see if leading questions affect eyewitness testimony (EWT)',
    'Procedure:',
    '- 45 American students watched 7 film clips of traffic accidents',
    '- asked "About how fast were the cars going when they ___ each other?"',
    '- verb changed: smashed, collided, bumped, hit, contacted',
    'Findings: "smashed" → mean estimate 40.5 mph; "contacted" → 31.8 mph',
    'Conclusion: leading questions distort memory (response bias or substitution explanation)',
    '',
    'Evaluation',
    '+ lab experiment: high control of extraneous variables → cause and effect',
    '- low ecological validity: film clips ≠ real accident (no emotional arousal)',
    '- students as sample: may not generalise (less experienced drivers)',
  ].join('\n');
  const input = { subject: 'Psychology', topic: 'Eyewitness testimony' };

  it('lets a bullet its writer did not capitalise be a point, and fills the summary', () => {
    const points = summariseNotes({ text: STUDY, ...input });
    expect(points.join('\n')).toMatch(/ecological validity/u);
  });

  it('asks about the study by name and about evaluation points as evaluation, also from the summary', () => {
    const points = summariseNotes({ text: STUDY, ...input });
    const fronts = generateCards({
      text: points.join('\n'),
      notes: STUDY,
      ...input,
      cardCount: 10,
      difficulty: 'medium',
    }).map((c) => c.front_text);
    expect(fronts).toContain("What is the aim of Loftus and Palmer's study?");
    expect(fronts.some((f) => /^What is the evaluation point about (?:the )?low ecological validity\?$/u.test(f))).toBe(
      true,
    );
    expect(fronts.join('\n')).not.toMatch(/What is low ecological validity|^asked|What happened when "smashed"/mu);
  });
});

describe('a grammar page', () => {
  it('quotes the verb whose forms are asked, its gloss outside the quotation marks', () => {
    const text =
      'German grammar: modal verbs\n\nPresent tense forms:\n- wollen (to want to): will, willst, will, wollen, wollt, wollen\n- mögen (to like): mag, magst, mag, mögen, mögt, mögen';
    const fronts = generateCards({
      text,
      subject: 'German',
      topic: 'Modal verbs',
      cardCount: 5,
      difficulty: 'medium',
    }).map((c) => c.front_text);
    expect(fronts.some((f) => f.startsWith('Give the forms of "wollen" (to want to)'))).toBe(true);
  });
});

describe('a quotations page', () => {
  const QUOTES = [
    'Romeo and Juliet - key quotes (Love & Fate)',
    '',
    'Prologue: "a pair of star-cross\'d lovers take their life" → fate, their deaths are inevitable from the start',
    '"My only love sprung from my only hate!" (Juliet) - oxymoron shows conflict between love + family loyalty',
    'Act 2 Sc 2 (balcony): "Romeo, Romeo, wherefore art thou Romeo?" = why are you a Montague',
    'Act 3 Sc 1: "O, I am fortune\'s fool!" - Romeo blames fate after killing Tybalt',
    '',
    'Context',
    '- Elizabethan audience believed in fate + astrology',
  ].join('\n');
  const input = { subject: 'English Literature', topic: 'Romeo and Juliet' };

  it('keeps a quotation with the analysis after its own "!" or "?", and takes no reference for a term', () => {
    const units = analyseText(QUOTES).units;
    expect(units.map((u) => u.text)).toContain(
      '"My only love sprung from my only hate!" (Juliet) - oxymoron shows conflict between love + family loyalty',
    );
    expect(units.find((u) => u.text.startsWith('Act 3 Sc 1'))?.term).toBeUndefined();
    const points = summariseNotes({ text: QUOTES, ...input });
    expect(points.join('\n')).not.toMatch(/\*\*(?:Sc|Act)\b/u);
  });

  it("asks quotations as quotations, never a quoted line as the student's own question", () => {
    const cards = generateCards({ text: QUOTES, ...input, cardCount: 10, difficulty: 'medium' });
    const fronts = cards.map((c) => c.front_text);
    expect(fronts.join('\n')).not.toMatch(/^Act 2 Sc 2|Describe Act|equation for Act/mu);
    expect(fronts).toContain('What did Elizabethan audience believe in?');
  });
});

describe('a case study in note form', () => {
  const FLOOD = [
    'Case study: Boscastle flood, 16 August 2004',
    '',
    'Causes',
    "• physical: 200 mm of rain fell in 24 hrs (a month's worth in a few hours)",
    '• steep-sided valley → fast surface runoff',
    '• human: bridge in the village trapped debris → dam formed → burst',
    '',
    'Effects',
    '- 2 billion litres of water flowed through Boscastle',
    '- no deaths! 150 people rescued by helicopter',
  ].join('\n');

  it('asks a kind of cause as a cause, and blanks a figure only with enough around it', () => {
    const cards = generateCards({
      text: FLOOD,
      subject: 'Geography',
      topic: 'River flooding',
      cardCount: 10,
      difficulty: 'medium',
    });
    const fronts = cards.map((c) => c.front_text);
    expect(fronts).toContain('Give a physical cause of river flooding.');
    expect(fronts.join('\n')).not.toMatch(
      /What does "physical" mean|What happened when steep|^Fill in the blank: ____ rescued/mu,
    );
    expect(cards.map((c) => c.back_text)).not.toContain('Physical and human');
  });
});

describe('a revision checklist', () => {
  it('takes no instruction to the student for a point', () => {
    const text = [
      'Chemistry Revision Checklist',
      '',
      'Tick each topic once you can explain it without your notes.',
      '',
      'Required practicals',
      'Make a pure dry sample of a soluble salt.',
      'Investigate the electrolysis of aqueous solutions.',
      'Find how concentration affects the rate of reaction.',
      'Use chromatography to separate coloured inks.',
    ].join('\n');
    const points = summariseNotes({ text, subject: 'Chemistry', topic: 'Revision checklist' });
    expect(points.join('\n')).not.toMatch(/Tick each topic/u);
  });
});

describe('a religious studies page in shorthand', () => {
  const ISLAM = [
    'RS Paper 1 - Islam: Key beliefs',
    '',
    'Tawhid = the oneness of God (Allah); the most important belief in Islam',
    'Shirk = associating partners with Allah → the worst sin',
    'Muhammad = the final prophet ("Seal of the Prophets"), received the Qur\'an from angel Jibril in 610 CE',
    "Sunni vs Shi'a: split after Muhammad's death in 632 over who should lead",
    'Quote: "There is no god but Allah and Muhammad is the messenger of Allah" (Shahadah)',
  ].join('\n');

  it('asks the first line under a heading, a person as "who", a contrast as a difference', () => {
    const fronts = generateCards({
      text: ISLAM,
      subject: 'Religious Studies',
      topic: 'Islam: key beliefs',
      cardCount: 10,
      difficulty: 'medium',
    }).map((c) => c.front_text);
    expect(fronts).toContain('What is Tawhid?');
    expect(fronts).toContain('Who is Muhammad?');
    expect(fronts).toContain("What is the difference between Sunni and Shi'a?");
    expect(fronts.join('\n')).not.toMatch(/equation for shirk|role of quote|What is quote/iu);
  });
});
