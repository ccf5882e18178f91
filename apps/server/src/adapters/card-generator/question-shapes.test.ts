import { describe, expect, it } from 'vitest';
import { generateCards } from './builtin-card-generator.js';

const make = (text: string, subject: string, topic: string) =>
  generateCards({ text, subject, topic, cardCount: 10, difficulty: 'medium' });
const frontsOf = (text: string, subject: string, topic: string) => make(text, subject, topic).map((c) => c.front_text);

/** Faults seen on the blind6 passages (prose revision pages), each asked as a teacher would ask it. */
describe('question shapes', () => {
  it('asks how a view sees its object, how a means works, what someone was told about and why someone is blamed', () => {
    const fronts = frontsOf(
      [
        'Functionalists see the family as meeting the needs of both society and its members.',
        'Governments reduce inflation by raising interest rates.',
        'At Potsdam, Truman told Stalin about the atomic bomb.',
        'Feminists criticise Marxism for ignoring gender inequality.',
      ].join('\n\n'),
      'Sociology',
      'The family',
    );
    expect(fronts).toContain('How do functionalists see the family?');
    expect(fronts).toContain('How do governments reduce inflation?');
    expect(fronts).toContain('What did Truman tell Stalin about at Potsdam?');
    expect(fronts).toContain('Why do feminists criticise Marxism?');
    expect(fronts.join('\n')).not.toMatch(/What do functionalists see\?|What did Truman tell\?/u);
  });

  it('asks where people live and things happen, but not where a method works or in how many stages', () => {
    const fronts = frontsOf(
      [
        'Most people live in lowland areas and large cities, especially in the South East.',
        'Depolarisation only happens at the nodes of Ranvier between Schwann cells.',
        'Linear search works on unsorted lists.',
        'Mitosis happens in four stages called prophase, metaphase, anaphase and telophase.',
      ].join('\n\n'),
      'Geography',
      'Population',
    );
    expect(fronts).toContain('Where do most people live?');
    expect(fronts.join('\n')).toMatch(/Where does depolarisation only happen\?/u);
    expect(fronts.join('\n')).not.toMatch(/Where does linear search work|Where does mitosis happen/u);
  });

  it('asks no "why" of an instruction, but still of a compound noun that starts with a verb', () => {
    const fronts = frontsOf(
      'Do not write about structure in Question 2, because only language is rewarded there.\n\nMerge sort is faster than bubble sort but uses more memory because it needs extra lists.',
      'Computer Science',
      'Algorithms',
    );
    expect(fronts.join('\n')).not.toMatch(/Explain why Do not|Why do not/iu);
    expect(fronts.some((f) => /^Why is merge sort\b/u.test(f))).toBe(true);
  });

  it('never reads the "it" of "it is important to …" as the subject before it, nor joins "because However"', () => {
    const cards = make(
      'Question 2 asks about language (8 marks) and Question 3 asks about structure (8 marks), so it is important to know the difference between the two.\n\nHowever, there is a housing shortage and house prices are very high, so many key workers cannot afford to live near their jobs.',
      'Geography',
      'London',
    );
    const all = cards.map((c) => `${c.front_text} ${c.back_text}`).join('\n');
    expect(all).not.toMatch(/Question 2 is important|because However/u);
    expect(cards.map((c) => c.front_text)).toContain('Why can many key workers not afford to live near their jobs?');
  });

  it('keeps a name in quotation marks whole', () => {
    const cards = make(
      'AQA English Language Paper 1 is called "Explorations in Creative Reading and Writing" and lasts 1 hour 45 minutes.',
      'English Language',
      'Paper 1',
    );
    const named = cards.find((c) => c.front_text === 'What is AQA English Language Paper 1 called?');
    expect(named?.back_text).toContain('"Explorations in Creative Reading and Writing"');
  });

  it('writes a glossary term in lower case and an uncountable one without "a", but keeps an eponym', () => {
    const fronts = frontsOf(
      'Waves\n\nSibilance is the repetition of "s" sounds.\nAmplitude: the maximum displacement of a point on the wave from its rest position.\nNewton\'s second law states that force equals mass times acceleration.',
      'Physics',
      'Waves',
    );
    expect(fronts).toContain('What is sibilance?');
    expect(fronts).toContain('What is amplitude?');
    expect(fronts.join('\n')).toMatch(/Newton's second law/u);
  });

  it('asks what the items of a list of uses are used for', () => {
    const fronts = frontsOf(
      'Electromagnetic waves\n\nAll electromagnetic waves travel at the same speed in a vacuum. Their uses include:\n- Microwaves: satellite communications and cooking food\n- Infrared: electric heaters, thermal imaging cameras and remote controls',
      'Physics',
      'Waves',
    );
    expect(fronts).toContain('What are microwaves used for?');
    expect(fronts).toContain('What is infrared used for?');
  });

  it('asks no "when" of a date that belongs to an example', () => {
    const fronts = frontsOf(
      'Transport links are improving, for example the Elizabeth line opened in 2022.\n\nThe Docklands Light Railway opened in 1987.',
      'Geography',
      'London',
    );
    expect(fronts.join('\n')).not.toMatch(/When are transport links improving/u);
    expect(fronts).toContain('When did the Docklands Light Railway open?');
  });
});
