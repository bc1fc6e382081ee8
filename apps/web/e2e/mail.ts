import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_PORT } from './servers';

/** Where the test server writes its e-mails (no SMTP_URL): see playwright.config.ts. */
const mailDir = (port: number) => path.join(`.data-e2e-${port}`, 'mail');

/** The mails to `email` among the files whose name `kind` accepts. */
async function mailsTo(
  email: string,
  kind: (name: string) => boolean,
  port: number,
): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(mailDir(port));
  } catch {
    return [];
  }
  const texts = await Promise.all(
    names.filter(kind).map((name) => readFile(path.join(mailDir(port), name), 'utf8')),
  );
  return texts.filter((text) => new RegExp(`^To: ${email}$`, 'm').test(text));
}

/**
 * The sign-in code e-mailed to `email`, read from the mail folder the way someone trying Dekka
 * would open the .eml file: its subject starts with the code. Waits for the mail to be written;
 * with several codes sent, the newest counts.
 */
export async function signInCodeFor(email: string, port = E2E_PORT): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const mails = await mailsTo(email, (name) => name.startsWith('sign-in-code-'), port);
      const dated = mails
        .map((text) => ({
          date: Date.parse(/^Date: (.+)$/m.exec(text)?.[1] ?? ''),
          code: /^Subject: (\d{6}) /m.exec(text)?.[1] ?? '',
        }))
        .sort((a, b) => a.date - b.date);
      code = dated.at(-1)?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** A quoted-printable body, as the .eml files carry text with accents, back to text. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * The path of the newest staff invitation e-mailed to `email` (`/invitation/{id}`), read from its
 * .eml file (`staff-invitation-….eml`) the way the invited person would open it.
 */
export async function invitationPathFor(email: string, port = E2E_PORT): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mails = await mailsTo(email, (name) => name.startsWith('staff-invitation-'), port);
      const found = mails
        .map((text) => ({
          date: Date.parse(/^Date: (.+)$/m.exec(text)?.[1] ?? ''),
          link: /\/invitation\/[0-9a-f-]{36}/.exec(decodeQuotedPrintable(text))?.[0] ?? '',
        }))
        .filter((mail) => mail.link !== '')
        .sort((a, b) => a.date - b.date);
      link = found.at(-1)?.link ?? '';
      return link;
    })
    .toMatch(/^\/invitation\/[0-9a-f-]{36}$/);
  return link;
}

/**
 * The survey link (path and query, `/survey?guid=…&lng=…`) of the invitation e-mailed to `email`
 * after a visit, read from its .eml file the way someone trying Dekka would open it. Waits for
 * the invitation: the server queues it at start and its mail sender writes it a moment later.
 */
export async function surveyLinkFor(email: string, port = E2E_PORT): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(email, (name) => name.endsWith('-survey_invitation.eml'), port);
        const found = mails
          .map((text) =>
            /\/survey\?guid=[0-9a-f-]{36}&lng=[a-z]{2}/.exec(decodeQuotedPrintable(text)),
          )
          .find((match) => match !== null);
        link = found?.[0] ?? '';
        return link;
      },
      { timeout: 60_000 },
    )
    .toMatch(/^\/survey\?guid=/);
  return link;
}

/**
 * The gift card page's link (`/giftcard/view/{code}`) in the gift card e-mailed to its recipient,
 * read from the .eml file the server writes for it (`…-gift_card_delivery.eml`). Waits for the
 * mail: the sender writes it a moment after the payment settles. The newest card counts.
 */
export async function giftCardLinkFor(email: string, port = E2E_PORT): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(
          email,
          (name) => name.endsWith('-gift_card_delivery.eml'),
          port,
        );
        const found = mails
          .map((text) => ({
            date: Date.parse(/^Date: (.+)$/m.exec(text)?.[1] ?? ''),
            link: /\/giftcard\/view\/[23456789A-HJ-NP-Z]{16}/.exec(decodeQuotedPrintable(text)),
          }))
          .filter((mail) => mail.link !== null)
          .sort((a, b) => a.date - b.date);
        link = found.at(-1)?.link?.[0] ?? '';
        return link;
      },
      { timeout: 60_000 },
    )
    .toMatch(/^\/giftcard\/view\/[A-Z0-9]{16}$/);
  return link;
}

/**
 * Signs `email` in on /login with the code from its e-mail, as a person would, and waits for the
 * page `returnTo` names (its path; the query may differ) to open.
 */
export async function signInAs(page: Page, email: string, returnTo: string): Promise<void> {
  await page.goto(`/login?lng=en&returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page
    .getByRole('textbox', { name: 'Code from the e-mail' })
    .fill(await signInCodeFor(email));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const opened = new URL(returnTo, 'http://dekka.test').pathname;
  await expect(page).toHaveURL((url) => url.pathname === opened);
}

/**
 * The path of the link (`/offer?guid=…&answer=…&lng=…`) in the newest "Table offered" e-mail to
 * `email`, for the answer its button gives, read from the .eml file the server writes for it
 * (`…-table_offered.eml`). Waits for the mail: the offer goes out with the hold sweeper's round.
 */
export async function tableOfferLinkFor(
  email: string,
  answer: 'accept' | 'decline',
  port = E2E_PORT,
): Promise<string> {
  let link = '';
  const pattern = new RegExp(`/offer\\?guid=[0-9a-f-]{36}&answer=${answer}&lng=[a-z]{2}`);
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(email, (name) => name.endsWith('-table_offered.eml'), port);
        const found = mails
          .map((text) => ({
            date: Date.parse(/^Date: (.+)$/m.exec(text)?.[1] ?? ''),
            link: pattern.exec(decodeQuotedPrintable(text))?.[0] ?? '',
          }))
          .filter((mail) => mail.link !== '')
          .sort((a, b) => a.date - b.date);
        link = found.at(-1)?.link ?? '';
        return link;
      },
      { timeout: 60_000 },
    )
    .toMatch(/^\/offer\?guid=/);
  return link;
}
