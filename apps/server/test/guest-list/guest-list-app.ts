import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../../src/clock.ts';
import { sendDueMessages } from '../../src/modules/messages/mail-sender.ts';
import { accountClient } from '../accounts/account-client.ts';
import { mailbox } from '../accounts/mailbox.ts';
import { isolatedDatabase, type IsolatedDatabase } from '../helpers/isolated-database.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The guest-list tests' app, started before the file's tests and closed after them: a database
 * of the file's own on PostgreSQL (the tests drain the message outbox), a mailbox, a client that
 * signs staff in by code, and `drain` to send the queued e-mails.
 */
export function useGuestListApp(clock: Clock) {
  const mail = mailbox();
  let t: TestApp | undefined;
  let client: ReturnType<typeof accountClient> | undefined;
  let database: IsolatedDatabase | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the guest-list test app is not started yet');
    return value;
  };

  beforeAll(async () => {
    database = await isolatedDatabase();
    t = await buildTestApp({
      clock,
      mail: mail.transport,
      env: {
        RESERVE_RATE_LIMIT_MAX: '1000',
        SIGN_IN_RATE_LIMIT_PER_CLIENT: '1000',
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
