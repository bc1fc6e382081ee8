import { SiteSettingsResponse } from '@dekka/contracts/settings';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEST_SETTINGS, json, stubApi } from '../test/api-stub';
import { renderApp } from '../test/render-app';
import { ApiError, apiCall, apiUrl, onUnauthorized } from './api-client';
import { i18n } from './i18n';

const tooManyRequests = () =>
  json(
    { code: 'rate_limited', message: 'Too many requests', requestId: 'req-429' },
    { status: 429, headers: { 'Retry-After': '60' } },
  );

describe('apiUrl', () => {
  it.each([
    ['/web/settings', '/api/web/settings/'],
    ['web/settings', '/api/web/settings/'],
    ['/web/settings/', '/api/web/settings/'],
    ['/web/search/globalsearch/sushi', '/api/web/search/globalsearch/sushi/'],
    ['/web/filter?lng=is', '/api/web/filter?lng=is'],
  ])('%s → %s', (path, expected) => {
    expect(apiUrl(path)).toBe(expected);
  });
});

describe('apiCall', () => {
  it('sends the current language, JSON and the bearer token, and parses the answer', async () => {
    const api = stubApi();
    await i18n.changeLanguage('da');
    const controller = new AbortController();
    const settings = await apiCall('settings', {
      schema: SiteSettingsResponse,
      token: 'abc',
      signal: controller.signal,
    });
    expect(settings).toEqual(TEST_SETTINGS);
    const [call] = api.calls;
    expect(call?.headers.get('Accept-Language')).toBe('da');
    expect(call?.headers.get('Authorization')).toBe('Bearer abc');
    expect(call?.headers.get('Accept')).toBe('application/json');
    expect(call?.signal).toBe(controller.signal);
  });

  it('turns error bodies into ApiError', async () => {
    stubApi({
      'GET /api/web/settings': () =>
        json(
          { code: 'internal_error', message: 'Internal error', requestId: 'r-1' },
          { status: 500 },
        ),
    });
    const error = await apiCall('settings', { schema: SiteSettingsResponse }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, code: 'internal_error', requestId: 'r-1' });
  });

  it('on 429 alerts when to try again (one minute on) and still throws', async () => {
    stubApi({ 'GET /api/web/settings': tooManyRequests });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-01T18:42:05Z'));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);

    await expect(apiCall('settings', { schema: SiteSettingsResponse })).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
    });
    expect(alert).toHaveBeenCalledWith(
      "We've detected too many requests from your computer. Please try again at 18:43:05",
    );
  });

  it('tells a diner holding too many tables when the first is released', async () => {
    stubApi({
      'GET /api/web/settings': () =>
        json(
          { code: 'too_many_holds', message: 'Too many tables held', requestId: 'req-429' },
          { status: 429, headers: { 'Retry-After': '200' } },
        ),
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-01T18:42:05Z'));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    await expect(apiCall('settings', { schema: SiteSettingsResponse })).rejects.toMatchObject({
      status: 429,
      code: 'too_many_holds',
    });
    expect(alert).toHaveBeenCalledWith(
      "You're already holding as many tables as we allow at once. Complete one of those bookings, or try again at 18:45:25 when the earliest is released.",
    );
  });

  it('translates the 429 alert', async () => {
    stubApi({ 'GET /api/web/settings': tooManyRequests });
    await i18n.changeLanguage('is');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-01T23:59:30Z'));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    await expect(apiCall('settings', { schema: SiteSettingsResponse })).rejects.toThrow();
    expect(alert).toHaveBeenCalledWith(
      'Við höfum orðið vör við of margar fyrirspurnir frá tölvunni þinni. Vinsamlegast reyndu aftur kl. 00:00:30',
    );
  });
});

describe('a page that shows the 429 itself', () => {
  it('gets no window alert, and the error says how long to wait', async () => {
    stubApi({
      'POST /api/auth/email-code': () =>
        json(
          { code: 'rate_limited', message: 'Too many', requestId: 'r-1' },
          { status: 429, headers: { 'Retry-After': '90' } },
        ),
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const error = await apiCall('emailCode', {
      body: { email: 'anna@dekka.is' },
      showsRateLimit: true,
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfterMs: 90_000 });
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('onUnauthorized', () => {
  it('hears the token of a call answered 401, and nothing once unsubscribed', async () => {
    stubApi({
      'GET /api/web/my/bookings': () =>
        json({ code: 'unauthorized', message: 'No', requestId: 'r-1' }, { status: 401 }),
    });
    const heard: string[] = [];
    const stop = onUnauthorized((token) => heard.push(token));
    await expect(apiCall('myBookings', { token: 'revoked' })).rejects.toMatchObject({
      status: 401,
    });
    // Without a token there is nobody to drop.
    await expect(apiCall('myBookings', {})).rejects.toMatchObject({ status: 401 });
    stop();
    await expect(apiCall('myBookings', { token: 'later' })).rejects.toMatchObject({
      status: 401,
    });
    expect(heard).toEqual(['revoked']);
  });
});

describe('a 429 while the app loads', () => {
  it('alerts the visitor, reports the error and still shows the site', async () => {
    const api = stubApi({ 'GET /api/web/settings': tooManyRequests });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderApp('/');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Book a table at the best restaurants in the country',
      }),
    ).toBeVisible();
    expect(alert).toHaveBeenCalledWith(
      expect.stringMatching(
        /^We've detected too many requests from your computer\. Please try again at \d\d:\d\d:\d\d$/,
      ),
    );
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({ path: '/api/web/client-errors', method: 'POST' }),
      ),
    );
  });
});
