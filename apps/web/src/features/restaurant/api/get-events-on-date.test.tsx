import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { json, stubApi } from '../../../test/api-stub';
import { getEventsOnDate } from './get-events-on-date';

describe('getEventsOnDate', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers the events of the day', async () => {
    stubApi({ 'GET /api/web/event/7/2026-12-04': () => json([]) });
    await expect(getEventsOnDate(7, '2026-12-04')).resolves.toEqual([]);
  });

  it('logs a failed load and passes the error on with its status', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({
      'GET /api/web/event/7/2026-12-04': () =>
        json(
          { code: 'service_unavailable', message: 'Service Unavailable', requestId: 'r1' },
          { status: 503 },
        ),
    });
    const failure = getEventsOnDate(7, '2026-12-04');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 503 });
    expect(warn).toHaveBeenCalledWith('Could not load events at given date', expect.any(ApiError));
  });
});
