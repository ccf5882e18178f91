import { describe, expect, it } from 'vitest';
import { greetingFor, greetingForHour, greetingName } from './greeting';

describe('greetingForHour', () => {
  it.each([
    [0, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [17, 'Good afternoon'],
    [18, 'Good evening'],
    [23, 'Good evening'],
  ])('hour %i reads %s', (hour, expected) => {
    expect(greetingForHour(hour)).toBe(expected);
  });
});

describe('greetingName', () => {
  it('prefers the display name', () => {
    expect(greetingName({ displayName: 'Ada', username: 'ada_l' })).toBe('Ada');
  });

  it('falls back to the username when the display name is missing or blank', () => {
    expect(greetingName({ displayName: null, username: 'ada_l' })).toBe('ada_l');
    expect(greetingName({ displayName: '   ', username: 'ada_l' })).toBe('ada_l');
  });

  it("falls back to 'Student' without either", () => {
    expect(greetingName({ displayName: null, username: null })).toBe('Student');
    expect(greetingName({ displayName: '', username: ' ' })).toBe('Student');
    expect(greetingName(null)).toBe('Student');
  });
});

describe('greetingFor', () => {
  it('uses the local hour of the given time', () => {
    expect(greetingFor({ displayName: 'Sam', username: null }, new Date(2026, 10, 22, 9, 30))).toBe(
      'Good morning, Sam',
    );
    expect(greetingFor({ displayName: null, username: 'sam' }, new Date(2026, 10, 22, 12, 0))).toBe(
      'Good afternoon, sam',
    );
    expect(greetingFor(undefined, new Date(2026, 10, 22, 18, 0))).toBe('Good evening, Student');
  });
});
