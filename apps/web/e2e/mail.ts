import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_PORT } from './servers';

/** Where the test server writes its e-mails (no SMTP_URL): see playwright.config.ts. */
const mailDir = (port: number) => path.join(`.data-e2e-${port}`, 'mail');

async function mailsTo(email: string, prefix: string, port: number): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(mailDir(port));
  } catch {
    return [];
  }
  const texts = await Promise.all(
    names
      .filter((name) => name.startsWith(prefix))
      .map((name) => readFile(path.join(mailDir(port), name), 'utf8')),
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
      const mails = await mailsTo(email, 'sign-in-code-', port);
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
