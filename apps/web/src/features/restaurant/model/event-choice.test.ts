import { describe, expect, it } from 'vitest';
import { eventChoice } from './event-choice';

describe('eventChoice', () => {
  const query = new URLSearchParams({ step: '1', date: '2026-12-04T19:00', guests: '2' });

  it("opens the event's page with the slot's day and party", () => {
    expect(eventChoice('lyng', 'konukvold', query)).toEqual({
      kind: 'go',
      path: '/lyng/event/konukvold?step=1&date=2026-12-04T19%3A00&guests=2',
    });
  });

  it("tells the diner when the restaurant's address is missing", () => {
    expect(eventChoice('', 'konukvold', query)).toEqual({ kind: 'alert' });
    expect(eventChoice(undefined, 'konukvold', query)).toEqual({ kind: 'alert' });
  });

  it('throws when no event was chosen', () => {
    expect(() => eventChoice('lyng', '', query)).toThrow('Invalid payload for event selection');
    expect(() => eventChoice('lyng', undefined, query)).toThrow(
      'Invalid payload for event selection',
    );
  });
});
