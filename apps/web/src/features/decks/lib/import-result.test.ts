import { describe, expect, it } from 'vitest';
import { importResultTitle } from './import-result';

describe('importResultTitle', () => {
  it('says imported for new cards, updated for cards already here, and both when mixed', () => {
    expect(importResultTitle({ added: 3, updated: 0 })).toBe('Imported 3 cards');
    expect(importResultTitle({ added: 1, updated: 0 })).toBe('Imported 1 card');
    expect(importResultTitle({ added: 0, updated: 9 })).toBe('Updated 9 cards');
    expect(importResultTitle({ added: 3, updated: 6 })).toBe('Imported 3 cards, updated 6');
    expect(importResultTitle({ added: 20_000, updated: 0 })).toBe('Imported 20,000 cards');
  });
});
