import { randomUUID } from 'node:crypto';
import { DecisionResponse, JoinCitiesResponse } from '@dekka/contracts/joining';
import { expect } from 'vitest';
import type { Env } from '../../src/config.ts';
import { accountClient } from '../accounts/account-client.ts';
import { mailbox } from '../accounts/mailbox.ts';
import { createTestClock } from '../helpers/booking-factories.ts';
import { isolatedDatabase } from '../helpers/isolated-database.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** The administrator every joining test's server is started with (ADMIN_EMAILS). */
export const ADMIN = 'admin@dekka.test';

/**
 * A server for the joining tests, on a database of its own on PostgreSQL (the restaurants it
 * makes and publishes, and its administrators, never reach another file's tests), with the
 * e-mails it sends captured and a clock the tests move.
 */
export async function joiningApp(env: Env = {}) {
  const database = await isolatedDatabase();
  const clock = createTestClock();
  const mail = mailbox();
  let t: TestApp;
  try {
    t = await buildTestApp({
      clock,
      mail: mail.transport,
      env: { ADMIN_EMAILS: ADMIN, DATABASE_URL: database.url, ...env },
    });
  } catch (error) {
    await database.drop();
    throw error;
  }
  const client = accountClient(t.app, mail);
  return {
    t,
    clock,
    mail,
    client,
    async close() {
      await t.close();
      await database.drop();
    },

    /** A city of `country` from the form's own list. */
    async cityIn(country: 'is' | 'es' | 'no' | 'dk', name?: string) {
      const res = await t.app.inject({ url: '/api/web/join/cities' });
      expect(res.statusCode).toBe(200);
      const cities = JoinCitiesResponse.parse(res.json()).countries.find(
        (entry) => entry.country === country,
      )?.cities;
      const city = name ? cities?.find((c) => c.name === name) : cities?.[0];
      if (!city) throw new Error(`no city in ${country}`);
      return city;
    },

    /** A valid application from a new address in Reykjavík, with `overrides`. */
    async applicationBody(overrides: Record<string, unknown> = {}) {
      const reykjavik = await this.cityIn('is', 'Reykjavík');
      return {
        restaurantName: `Fjörukráin ${randomUUID().slice(0, 6)}`,
        contactName: 'Sigríður Jónsdóttir',
        email: `owner-${randomUUID().slice(0, 8)}@example.is`,
        phone: '+354 555 1234',
        country: 'is',
        cityId: reykjavik.id,
        address: 'Strandgata 55, 220 Hafnarfjörður',
        website: 'https://fjorukrain.example.is',
        message: 'Sjávarréttir og víkingaveislur síðan 1990.',
        ...overrides,
      };
    },

    apply(body: object, language = 'is') {
      return client.inject('POST', '/api/web/join', null, body, language);
    },

    /** Applies, and answers the application's id as the administrators' list shows it. */
    async applied(overrides: Record<string, unknown> = {}, adminToken?: string) {
      const body = await this.applicationBody(overrides);
      const res = await this.apply(body);
      expect(res.statusCode, res.body).toBe(200);
      const token = adminToken ?? (await client.signIn(ADMIN));
      const list = await client.inject('GET', '/api/admin/applications', token);
      const found = list
        .json<{ pending: { id: number; email: string }[] }>()
        .pending.find((application) => application.email === body.email);
      if (!found) throw new Error('the application is not listed');
      return { body, id: found.id, adminToken: token };
    },

    async approve(id: number, token: string) {
      const res = await client.inject('POST', `/api/admin/applications/${id}/approve`, token);
      expect(res.statusCode, res.body).toBe(200);
      return DecisionResponse.parse(res.json());
    },
  };
}

export type JoiningApp = Awaited<ReturnType<typeof joiningApp>>;
