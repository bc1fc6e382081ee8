import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl } from './logger.ts';

describe('createLogger', () => {
  it('redacts bearer tokens and cookies should a request be logged with its headers', () => {
    const lines: string[] = [];
    const logger = createLogger(
      { logLevel: 'info' },
      { write: (line: string) => lines.push(line) },
    );
    logger.info(
      {
        req: {
          headers: { authorization: 'Bearer top-secret', cookie: 'sid=top-secret', host: 'x' },
        },
      },
      'probe',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('top-secret');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      req: { headers: { authorization: '[redacted]', cookie: '[redacted]', host: 'x' } },
    });
  });
});

describe('redactUrl', () => {
  it('takes guids and gift card codes out of addresses, and keeps the fixed words', () => {
    const guid = '3f2b8c4e-1d2a-4b6c-9e8f-0a1b2c3d4e5f';
    expect(redactUrl(`/api/web/booking/manage/${guid}?lng=is`)).toBe(
      '/api/web/booking/manage/:guid?lng=is',
    );
    expect(redactUrl('/api/web/giftcards/ABCDEFGHJKLMNPQR')).toBe('/api/web/giftcards/:code');
    expect(redactUrl('/api/web/giftcards/abcd-efgh-jklm-npqr/')).toBe('/api/web/giftcards/:code/');
    expect(redactUrl('https://dekka.is/giftcard/view/ABCDEFGHJKLMNPQR?lng=en')).toBe(
      'https://dekka.is/giftcard/view/:code?lng=en',
    );
    for (const kept of [
      '/api/web/giftcards/shop',
      '/api/web/giftcards/status',
      '/api/web/giftcards/check/',
      '/api/restaurant/4/giftcards/redeem',
      '/giftcard/status',
      '/giftcard/view',
    ]) {
      expect(redactUrl(kept)).toBe(kept);
    }
    expect(redactUrl(`/api/web/giftcards/orders/${guid}`)).toBe('/api/web/giftcards/orders/:guid');
  });
});
