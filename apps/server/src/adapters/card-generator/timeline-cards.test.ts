import { describe, expect, it } from 'vitest';
import { generateCards } from './builtin-card-generator.js';
import { isLanguageSubject } from './rules/definition.js';

const fronts = (text: string, subject: string, topic: string) =>
  generateCards({ text, subject, topic, cardCount: 10, difficulty: 'medium' }).map((c) => c.front_text);

describe('timelines, language pages and linking words', () => {
  it('asks what happened on a date of a timeline, with the year of the heading', () => {
    const text = [
      'Events of 1588',
      '- May: the Armada leaves Lisbon and storms force it into Corunna for repairs.',
      '- 21-25 July: the two fleets fight skirmishes off Plymouth, Portland and the Isle of Wight.',
      '- 29 July: Battle of Gravelines, where faster English ships with long-range guns attack the broken formation.',
    ].join('\n');
    const asked = fronts(text, 'History', 'The Spanish Armada');
    expect(asked).toContain('What happened in May 1588?');
    expect(asked).toContain('What happened between 21 and 25 July 1588?');
    expect(asked).toContain('What happened on 29 July 1588?');
  });

  it('takes the subject, not a word of the topic, to decide a language page', () => {
    expect(isLanguageSubject({ subject: 'History', topic: 'Elizabethan England: the Spanish Armada' })).toBe(false);
    expect(isLanguageSubject({ subject: 'English Language', topic: 'Language techniques' })).toBe(false);
    expect(isLanguageSubject({ subject: 'Spanish', topic: 'The preterite' })).toBe(true);
    expect(isLanguageSubject({ subject: 'Other', topic: 'French: the perfect tense' })).toBe(true);
    const asked = fronts(
      'Religion: Philip II of Spain was a devout Catholic who wanted England Catholic again.',
      'History',
      'The Spanish Armada',
    );
    expect(asked.join('\n')).not.toMatch(/What does "Religion" mean/u);
  });

  it('leaves "therefore" and "also" out of a question', () => {
    const asked = fronts(
      'Education also teaches the specialist skills needed for a complex division of labour in industrial society.',
      'Sociology',
      'Functionalist views of education',
    );
    expect(asked).toContain('What does education teach?');
  });
});
