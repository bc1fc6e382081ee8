import { describe, expect, it } from 'vitest';
import { legacyEventTarget } from './legacy-event-target';

describe('legacyEventTarget', () => {
  it.each([
    ['lyng', 'konukvold', '', 'https://dekka.is/lyng/event/konukvold'],
    ['lyng', 'jazz', '?step=1&guests=2', 'https://dekka.is/lyng/event/jazz?step=1&guests=2'],
    ['kaffi hús', 'jól/2026', '', 'https://dekka.is/kaffi%20h%C3%BAs/event/j%C3%B3l%2F2026'],
  ])('%s / %s%s → %s', (restaurant, event, search, expected) => {
    expect(legacyEventTarget('https://dekka.is', restaurant, event, search)).toBe(expected);
  });
});
