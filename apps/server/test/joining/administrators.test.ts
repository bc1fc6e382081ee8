import { MyRestaurantsResponse } from '@dekka/contracts/staff';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { users } from '../../src/db/schema.ts';
import { syncAdministrators } from '../../src/modules/admin/administrators.ts';
import { ADMIN, joiningApp, type JoiningApp } from './joining-fixture.ts';

// Dekka's administrators come from ADMIN_EMAILS alone: made at start (accounts too), taken
// away when an address leaves the list, asked on every call; everyone else is refused the
// administrators' routes (401 signed out, 403 signed in).

describe('ADMIN_EMAILS', () => {
  it('is a comma-separated list of addresses, lower-cased, each once', () => {
    expect(loadConfig({}, '/srv').adminEmails).toEqual([]);
    expect(
      loadConfig({ ADMIN_EMAILS: ' Anna@Dekka.is, bjorn@dekka.is,,anna@dekka.is ' }, '/srv')
        .adminEmails,
    ).toEqual(['anna@dekka.is', 'bjorn@dekka.is']);
    expect(() => loadConfig({ ADMIN_EMAILS: 'anna@dekka.is, nobody' }, '/srv')).toThrow(
      ConfigError,
    );
  });
});

describe('administrators', () => {
  let j: JoiningApp;
  beforeAll(async () => {
    j = await joiningApp();
  });
  afterAll(async () => {
    await j.close();
  });

  const roles = async (emails: string[]) =>
    Object.fromEntries(
      (
        await j.t.database.db
          .select({ email: users.email, role: users.platformRole })
          .from(users)
          .where(inArray(users.email, emails))
      ).map((row) => [row.email, row.role]),
    );

  it('are the listed addresses from the start, with an account made for a new one', async () => {
    const [admin] = await j.t.database.db.select().from(users).where(eq(users.email, ADMIN));
    expect(admin).toMatchObject({ platformRole: 'administrator', isAnonymous: false });
  });

  it('follow the list at every start: idempotent, and an address left out loses the role', async () => {
    const db = j.t.database.db;
    const now = j.clock.now();
    const [anna, bjorn] = ['anna@dekka.test', 'bjorn@dekka.test'];
    await syncAdministrators(db, [ADMIN, anna, bjorn], now);
    await syncAdministrators(db, [ADMIN, anna, bjorn], now);
    expect(await db.$count(users, inArray(users.email, [anna, bjorn]))).toBe(2);
    expect(await roles([ADMIN, anna, bjorn])).toEqual({
      [ADMIN]: 'administrator',
      [anna]: 'administrator',
      [bjorn]: 'administrator',
    });
    await syncAdministrators(db, [ADMIN, bjorn], now);
    expect(await roles([ADMIN, anna, bjorn])).toEqual({
      [ADMIN]: 'administrator',
      [anna]: null,
      [bjorn]: 'administrator',
    });
    // The account stays (its bookings, its staff roles); only the role goes.
    await syncAdministrators(db, [], now);
    expect(await roles([ADMIN, anna, bjorn])).toEqual({
      [ADMIN]: null,
      [anna]: null,
      [bjorn]: null,
    });
    await syncAdministrators(db, [ADMIN], now);
  });

  it('alone may call the administrators’ routes: 401 signed out, 403 for any other account', async () => {
    const diner = await j.client.signIn('diner@example.is');
    const anonymous = await j.client.anonymous();
    const admin = await j.client.signIn(ADMIN);
    const calls = [
      ['GET', '/api/admin/applications'],
      ['POST', '/api/admin/applications/1/approve'],
      ['POST', '/api/admin/applications/1/decline'],
    ] as const;
    for (const [method, url] of calls) {
      const body = method === 'POST' && url.endsWith('decline') ? { reason: '' } : undefined;
      expect((await j.client.inject(method, url, null, body)).statusCode, url).toBe(401);
      expect((await j.client.inject(method, url, anonymous, body)).statusCode, url).toBe(401);
      expect((await j.client.inject(method, url, diner, body)).statusCode, url).toBe(403);
    }
    expect((await j.client.inject('GET', '/api/admin/applications', admin)).statusCode).toBe(200);
    // Past the guard, an unknown application is not found.
    const unknown = await j.client.inject('POST', '/api/admin/applications/999999/approve', admin);
    expect(unknown.statusCode).toBe(404);
  });

  it('are told so in My restaurants, and lose access at once when the role goes', async () => {
    const admin = await j.client.signIn(ADMIN);
    const diner = await j.client.signIn('another-diner@example.is');
    const mine = async (token: string) =>
      MyRestaurantsResponse.parse(
        (await j.client.inject('GET', '/api/web/my/restaurants', token)).json(),
      );
    expect((await mine(admin)).administrator).toBe(true);
    expect((await mine(diner)).administrator).toBe(false);

    await syncAdministrators(j.t.database.db, [], j.clock.now());
    expect((await mine(admin)).administrator).toBe(false);
    expect((await j.client.inject('GET', '/api/admin/applications', admin)).statusCode).toBe(403);
    await syncAdministrators(j.t.database.db, [ADMIN], j.clock.now());
    expect((await j.client.inject('GET', '/api/admin/applications', admin)).statusCode).toBe(200);
  });
});
