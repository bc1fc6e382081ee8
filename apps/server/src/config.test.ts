import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultWorkers, loadConfig } from './config.ts';

const cwd = '/srv/dekka';

describe('loadConfig', () => {
  it('has a default for everything', () => {
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      dataDir: '/srv/dekka/data',
      databaseUrl: undefined,
      jwtSecret: undefined,
      logLevel: 'info',
      rateLimit: { max: 300, windowMs: 60_000 },
      cardAttemptLimit: { perHold: 5, perClient: 20, windowMs: 900_000 },
      giftCards: {
        validityYears: 4,
        lookupLimit: { max: 10, windowMs: 900_000 },
        purchaseLimit: { max: 10, windowMs: 3_600_000 },
      },
      trustProxy: false,
      site: {
        displayCountry: 'is',
        giftCardUrl: '',
        contactEmail: 'dekka@dekka.is',
        address: 'Laugavegur 26, 101 Reykjavík',
        // Off unless configured: no conversion report, the drawn confirmation map.
        rwgConversionUrl: null,
        rwgPartnerId: null,
        mapImageUrl: null,
        applePayMerchantId: null,
        mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        mapTileAttribution:
          '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      },
    });
    // Found from the source file, not the cwd, so `npm start` works from the repo root.
    expect(config.webDistDir).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
    expect(new URL(config.site.mailingListFormUrl).protocol).toBe('https:');
  });

  it('reads, coerces and resolves the variables it knows and ignores the rest', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: 'var/dekka',
        WEB_DIST_DIR: '../web',
        DATABASE_URL: 'postgresql://dekka@db:5432/dekka',
        JWT_SECRET: 's'.repeat(32),
        LOG_LEVEL: 'debug',
        RATE_LIMIT_MAX: '5',
        RATE_LIMIT_WINDOW_MS: '1000',
        DISPLAY_COUNTRY: 'dk',
        PATH: '/usr/bin',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/dekka/var/dekka',
      webDistDir: '/srv/web',
      databaseUrl: 'postgresql://dekka@db:5432/dekka',
      jwtSecret: 'ssssssssssssssssssssssssssssssss',
      logLevel: 'debug',
      rateLimit: { max: 5, windowMs: 1000 },
      site: { displayCountry: 'dk' },
    });
    expect(config).not.toHaveProperty('PATH');
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }, cwd)).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['10.0.0.1, 10.0.0.0/8', ['10.0.0.1', '10.0.0.0/8']],
  ])('parses TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }, cwd).trustProxy).toEqual(expected);
  });

  it('turns a TRUST_PROXY hop count into the function Fastify would build', () => {
    const trust = loadConfig({ TRUST_PROXY: '1' }, cwd).trustProxy;
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect(trust('10.0.0.1', 0)).toBe(true);
    expect(trust('10.0.0.2', 1)).toBe(false);
  });

  it('rejects bad values with one line per variable', () => {
    const attempt = () =>
      loadConfig(
        {
          PORT: 'eighty',
          DATABASE_URL: 'mysql://localhost/dekka',
          JWT_SECRET: 'short',
          DISPLAY_COUNTRY: 'se',
          GIFT_CARD_URL: 'javascript:alert(1)',
          TRUST_PROXY: 'sometimes',
          APPLE_PAY_MERCHANT_ID: 'dekka-apple-pay',
          REDIS_URL: 'http://127.0.0.1:6379',
        },
        cwd,
      );
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
        return '';
      } catch (error) {
        return error instanceof Error ? error.message : '';
      }
    })();
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'JWT_SECRET',
      'DISPLAY_COUNTRY',
      'GIFT_CARD_URL',
      'TRUST_PROXY',
      'APPLE_PAY_MERCHANT_ID',
      'REDIS_URL',
    ]) {
      expect(message).toMatch(new RegExp(`^  ${name}: `, 'm'));
    }
  });

  it('takes a tile address with {z}, {x} and {y}, and {s} only as the first host label', () => {
    const tiles = (url: string) => loadConfig({ MAP_TILE_URL: url }, cwd).site.mapTileUrl;
    expect(tiles('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe(
      'https://{s}.tile.example.org/{z}/{x}/{y}.png',
    );
    expect(() => tiles('https://tile.example.org/{z}/{x}.png')).toThrow(
      /MAP_TILE_URL: must hold \{z\}, \{x\} and \{y\}/,
    );
    expect(() => tiles('https://tile.{s}.example.org/{z}/{x}/{y}.png')).toThrow(/MAP_TILE_URL/);
    expect(() => tiles('ftp://tile.example.org/{z}/{x}/{y}.png')).toThrow(/MAP_TILE_URL/);
  });

  it('runs one process per core on PostgreSQL (one fewer beside a local one) and always one on PGlite', () => {
    const url = 'postgres://dekka@db:5432/dekka';
    expect(loadConfig({}, cwd).clusterWorkers).toBe(1);
    expect(loadConfig({ DATABASE_URL: url }, cwd).clusterWorkers).toBe(availableParallelism());
    expect(
      loadConfig({ DATABASE_URL: 'postgres://dekka@127.0.0.1/dekka' }, cwd).clusterWorkers,
    ).toBe(Math.max(1, availableParallelism() - 1));
    for (const local of [
      'postgres://dekka@localhost:5432/dekka',
      'postgres://dekka@127.0.0.1:5432/dekka',
      'postgres://dekka@[::1]:5432/dekka',
      'postgres:///dekka?host=/var/run/postgresql',
    ]) {
      expect([local, defaultWorkers(local, 8)]).toEqual([local, 7]);
      expect([local, defaultWorkers(local, 2)]).toEqual([local, 1]);
      expect([local, defaultWorkers(local, 1)]).toEqual([local, 1]);
    }
    for (const remote of [url, 'postgres://dekka@10.0.0.5:5432/dekka', 'not a url']) {
      expect([remote, defaultWorkers(remote, 8)]).toEqual([remote, 8]);
    }
    expect(loadConfig({ DATABASE_URL: url, CLUSTER_WORKERS: '3' }, cwd).clusterWorkers).toBe(3);
    expect(() => loadConfig({ CLUSTER_WORKERS: '2' }, cwd)).toThrow(
      /CLUSTER_WORKERS: must be 1 without DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: url, CLUSTER_WORKERS: '0' }, cwd)).toThrow(ConfigError);
  });

  it('seeds the demo restaurants by default only on the embedded database', () => {
    const url = 'postgres://dekka@db:5432/dekka';
    expect(loadConfig({}, cwd).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: url }, cwd).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: 'true' }, cwd).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }, cwd).seedDemo).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'yes' }, cwd)).toThrow(/SEED_DEMO/);
  });
});
