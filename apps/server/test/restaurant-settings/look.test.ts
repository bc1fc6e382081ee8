import { ErrorResponse } from '@dekka/contracts/errors';
import { LookSettingsView } from '@dekka/contracts/restaurant-look';
import { AuditLogResponse } from '@dekka/contracts/restaurant-settings';
import { DEFAULT_THEME } from '@dekka/contracts/default-theme';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../src/db/schema.ts';
import { createWebDist } from '../helpers/web-dist.ts';
import { settingsTestApp } from './settings-fixture.ts';

let app: Awaited<ReturnType<typeof settingsTestApp>>;
let webDist: Awaited<ReturnType<typeof createWebDist>>;
beforeAll(async () => {
  webDist = await createWebDist();
  app = await settingsTestApp({ env: { WEB_DIST_DIR: webDist.dir } });
});
afterAll(async () => {
  await app.t.close();
  await webDist.remove();
});

/** The theme in the settings block the server writes into an embedded page's HTML. */
async function embeddedTheme(url: string) {
  const res = await app.t.app.inject({ url, headers: { accept: 'text/html' } });
  expect(res.statusCode, url).toBe(200);
  const data = /<script id="site-settings" type="application\/json">(.*?)<\/script>/s.exec(
    res.body,
  )?.[1];
  return (JSON.parse(data ?? 'null') as { theme: Record<string, string> | null }).theme;
}

describe('look and embed settings', () => {
  it("starts with no colours of the restaurant's own, over Dekka's", async () => {
    const { base, tokens } = await app.restaurantWithStaff();
    const res = await app.client.inject('GET', `${base}/look`, tokens.manager);
    expect(res.statusCode, res.body).toBe(200);
    expect(LookSettingsView.parse(res.json())).toEqual({ colours: {}, dekka: DEFAULT_THEME });
  });

  it.each([
    ['a named colour', { primary: 'red' }, 'primary'],
    ['a colour with alpha', { background: '#ffffff80' }, 'background'],
    ['markup', { surface: '#fff;}' }, 'surface'],
  ])('refuses %s with 400 naming the field', async (_, body, field) => {
    const { base, tokens } = await app.restaurantWithStaff();
    const res = await app.client.inject('PUT', `${base}/look`, tokens.owner, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(ErrorResponse.parse(res.json()).fields).toEqual([field]);
  });

  it('refuses button text that cannot be read on the chosen primary colour, saving nothing', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    // Light yellow on white: about 1.2:1.
    const res = await app.client.inject('PUT', `${base}/look`, tokens.owner, {
      primary: '#ffee88',
    });
    expect(res.statusCode, res.body).toBe(400);
    const error = ErrorResponse.parse(res.json());
    expect(error.fields).toEqual(['primary']);
    expect(error.message).toMatch(/primary: contrast 1\.\d+:1 with \w+ is below 4\.5:1/);
    const [row] = await app.t.database.db
      .select({ theme: restaurants.theme })
      .from(restaurants)
      .where(eq(restaurants.id, restaurant.id));
    expect(row?.theme).toBeNull();
  });

  it('names both chosen colours of a failing pair', async () => {
    const { base, tokens } = await app.restaurantWithStaff();
    const res = await app.client.inject('PUT', `${base}/look`, tokens.owner, {
      primary: '#1f4e4a',
      onPrimary: '#2a5a55',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(ErrorResponse.parse(res.json()).fields).toEqual(['primary', 'onPrimary']);
  });

  it('saves readable colours, logs the change and starts the embedded page with them', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    const [{ slug } = { slug: '' }] = await app.t.database.db
      .select({ slug: restaurants.slug })
      .from(restaurants)
      .where(eq(restaurants.id, restaurant.id));
    expect(await embeddedTheme(`/${slug}?isolation=true`)).toBeNull();

    const res = await app.client.inject('PUT', `${base}/look`, tokens.manager, {
      primary: '#0B4F6C',
      background: '#fff',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(LookSettingsView.parse(res.json()).colours).toEqual({
      primary: '#0b4f6c',
      background: '#ffffff',
    });
    expect(await embeddedTheme(`/${slug}?isolation=true`)).toMatchObject({
      primary: '#0b4f6c',
      background: '#ffffff',
    });

    // Back to Dekka's primary: the change is logged field by field, with no personal data.
    const back = await app.client.inject('PUT', `${base}/look`, tokens.owner, {
      background: '#ffffff',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await embeddedTheme(`/${slug}?isolation=true`)).toEqual({ background: '#ffffff' });
    const history = AuditLogResponse.parse(
      (await app.client.inject('GET', `${base}/history`, tokens.owner)).json(),
    );
    expect(history.entries.map(({ area, action, changes }) => ({ area, action, changes }))).toEqual(
      [
        { area: 'look', action: 'update', changes: { primary: { from: '#0b4f6c', to: null } } },
        {
          area: 'look',
          action: 'update',
          changes: {
            primary: { from: null, to: '#0b4f6c' },
            background: { from: null, to: '#ffffff' },
          },
        },
      ],
    );
  });

  it('writes no history for a save that changes nothing', async () => {
    const { base, tokens } = await app.restaurantWithStaff();
    for (let i = 0; i < 2; i += 1) {
      const res = await app.client.inject('PUT', `${base}/look`, tokens.owner, {
        error: '#b00020',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const history = AuditLogResponse.parse(
      (await app.client.inject('GET', `${base}/history`, tokens.owner)).json(),
    );
    expect(history.entries).toHaveLength(1);
  });
});
