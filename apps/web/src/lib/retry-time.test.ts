import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatRetryTime } from './retry-time';

// The unit project runs with TZ=UTC, so local clock times equal the UTC times below.
describe('formatRetryTime', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['2026-03-01T12:00:00Z', '12:01:00'],
    ['2026-03-01T09:05:07Z', '09:06:07'],
    ['2026-03-01T12:59:30Z', '13:00:30'],
    ['2026-12-31T23:59:30Z', '00:00:30'],
    ['2026-03-01T00:00:00.999Z', '00:01:00'],
  ])('at %s the visitor may retry at %s', (frozen, expected) => {
    vi.setSystemTime(new Date(frozen));
    expect(formatRetryTime(new Date())).toBe(expected);
  });
});
