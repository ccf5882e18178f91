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
});
