import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../../src/clock.ts';
import { sendDueMessages } from '../../src/message-sources.ts';
import { accountClient } from '../accounts/account-client.ts';
import { mailbox } from '../accounts/mailbox.ts';
import { isolatedDatabase, type IsolatedDatabase } from './isolated-database.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/**
 * An app started before a file's tests and closed after them, for tests that follow the message
 * outbox: a database of the file's own on PostgreSQL (draining the outbox must not take another
 * file's messages), a mailbox, a client that signs in by code, and `drain` to send what is queued.
 */
export function useAppWithOutbox(
  clock: Clock,
  options: { captureLogs?: boolean; env?: Record<string, string> } = {},
) {
  const mail = mailbox();
  let t: TestApp | undefined;
  let client: ReturnType<typeof accountClient> | undefined;
  let database: IsolatedDatabase | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the test app is not started yet');
    return value;
  };

  beforeAll(async () => {
    database = await isolatedDatabase();
    t = await buildTestApp({
      clock,
      mail: mail.transport,
      ...(options.captureLogs ? { captureLogs: true } : {}),
      env: {
        RESERVE_RATE_LIMIT_MAX: '1000',
        SIGN_IN_RATE_LIMIT_PER_CLIENT: '1000',
        ...options.env,
        ...(database.url ? { DATABASE_URL: database.url } : {}),
      },
    });
    client = accountClient(t.app, mail);
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  return {
    mail,
    get t() {
      return started(t);
    },
    get client() {
      return started(client);
    },
    drain: () =>
      sendDueMessages({
        db: started(t).database.db,
        clock,
        transport: mail.transport,
        logger: started(t).app.log,
        publicUrl: 'https://dekka.example',
        domain: 'dekka.example',
      }),
  };
}
