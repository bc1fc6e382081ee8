import type { OutgoingMail } from '../../src/modules/messages/mail-transport.ts';

/** Captures what would be e-mailed, so a test reads a code or a link the way a person would. */
export function mailbox() {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    transport: {
      async send(mail: OutgoingMail) {
        sent.push(mail);
      },
      close() {},
    },
    /** The code in the latest e-mail to `email` (a sign-in code e-mail's subject starts with it). */
    codeFor(email: string): string {
      const mail = sent.findLast((m) => m.to === email);
      const code = /^\d{6}/.exec(mail?.subject ?? '')?.[0];
      if (!code) throw new Error(`no code was sent to ${email}`);
      return code;
    },
  };
}
