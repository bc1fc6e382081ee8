import { describe, expect, it } from 'vitest';
import { isolationFromSearch, resolveIsolation } from './isolation';

describe('isolation', () => {
  it.each<[string, boolean]>([
    ['', false],
    ['?isolation=true', true],
    ['?isolation=TRUE&lng=is', true],
    ['?isolation=false', false],
    ['?isolation=1', false],
    ['?guests=2', false],
  ])('%j switches it on: %j', (search, expected) => {
    expect(isolationFromSearch(search)).toBe(expected);
  });

  it.each<[string, boolean, boolean]>([
    ['?isolation=true', false, true],
    ['?lng=is', true, true],
    ['?lng=is', false, false],
    // Sticky for the tab: the address cannot switch it off (docs/decisions/004).
    ['?isolation=false', true, true],
  ])('%j with stored=%j is isolated=%j', (search, stored, expected) => {
    expect(resolveIsolation(search, stored)).toBe(expected);
  });
});
