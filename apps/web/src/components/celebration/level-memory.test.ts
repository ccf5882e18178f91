import { describe, expect, it } from 'vitest';
import { checkLevelUp, levelStorageKey, rememberLevel, type LevelStore } from './level-memory';

function memoryStore(initial: Record<string, string> = {}): LevelStore & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('checkLevelUp', () => {
  it('remembers the first level seen without celebrating', () => {
    const store = memoryStore();
    expect(checkLevelUp(store, 'u1', 3)).toBe(false);
    expect(store.data[levelStorageKey('u1')]).toBe('3');
  });

  it('celebrates a later higher level once, then remembers it', () => {
    const store = memoryStore();
    checkLevelUp(store, 'u1', 1);
    expect(checkLevelUp(store, 'u1', 2)).toBe(true);
    expect(store.data[levelStorageKey('u1')]).toBe('2');
    expect(checkLevelUp(store, 'u1', 2)).toBe(false);
  });

  it('does not celebrate the same or a lower level', () => {
    const store = memoryStore({ [levelStorageKey('u1')]: '4' });
    expect(checkLevelUp(store, 'u1', 4)).toBe(false);
    expect(checkLevelUp(store, 'u1', 3)).toBe(false);
    expect(checkLevelUp(store, 'u1', 4)).toBe(true);
  });

  it('keeps each user separate', () => {
    const store = memoryStore();
    checkLevelUp(store, 'u1', 5);
    expect(checkLevelUp(store, 'u2', 6)).toBe(false);
    expect(checkLevelUp(store, 'u1', 6)).toBe(true);
  });

  it('treats an unreadable stored value as never seen', () => {
    const store = memoryStore({ [levelStorageKey('u1')]: 'banana' });
    expect(checkLevelUp(store, 'u1', 2)).toBe(false);
    expect(store.data[levelStorageKey('u1')]).toBe('2');
  });

  it('survives storage that throws', () => {
    const store: LevelStore = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(checkLevelUp(store, 'u1', 2)).toBe(false);
  });
});

describe('rememberLevel', () => {
  it('records a level celebrated elsewhere so the dashboard does not repeat it', () => {
    const store = memoryStore({ [levelStorageKey('u1')]: '1' });
    rememberLevel(store, 'u1', 2);
    expect(store.data[levelStorageKey('u1')]).toBe('2');
    expect(checkLevelUp(store, 'u1', 2)).toBe(false);
  });

  it('ignores nonsense levels', () => {
    const store = memoryStore();
    rememberLevel(store, 'u1', Number.NaN);
    rememberLevel(store, 'u1', 0);
    expect(store.data).toEqual({});
  });
});
