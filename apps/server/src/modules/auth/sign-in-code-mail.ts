import { render } from '@react-email/render';
import { createElement } from 'react';
import type { Language } from '../../languages.ts';
import type { RenderedMessage } from '../messages/render-message.ts';
import { NoticeEmail } from '../messages/templates/notice-email.tsx';

export type SignInCodeText = {
  subject: string;
  heading: string;
  intro: string;
  expiry: string;
  ignore: string;
};

/** `{code}` and `{minutes}` mark values. The code leads the subject, so it shows in the inbox list. */
const text: Record<Language, SignInCodeText> = {
  en: {
    subject: '{code} is your Dekka sign-in code',
    heading: 'Your sign-in code',
    intro: 'Enter this code on the Dekka sign-in page:',
    expiry: 'The code works for {minutes} minutes and only once.',
    ignore:
      'If you did not ask to sign in, you can ignore this e-mail. Nobody can sign in without the code.',
  },
  is: {
    subject: '{code} er innskráningarkóðinn þinn hjá Dekku',
    heading: 'Innskráningarkóðinn þinn',
    intro: 'Sláðu þennan kóða inn á innskráningarsíðu Dekku:',
    expiry: 'Kóðinn gildir í {minutes} mínútur og aðeins einu sinni.',
    ignore:
      'Ef þú baðst ekki um að skrá þig inn máttu hunsa þennan póst. Enginn getur skráð sig inn án kóðans.',
  },
  es: {
    subject: '{code} es tu código para entrar en Dekka',
    heading: 'Tu código de acceso',
    intro: 'Introduce este código en la página de acceso de Dekka:',
    expiry: 'El código sirve durante {minutes} minutos y una sola vez.',
    ignore:
      'Si no has pedido entrar, puedes ignorar este correo. Nadie puede entrar sin el código.',
  },
  nb: {
    subject: '{code} er innloggingskoden din for Dekka',
    heading: 'Innloggingskoden din',
    intro: 'Skriv inn denne koden på innloggingssiden til Dekka:',
    expiry: 'Koden virker i {minutes} minutter og bare én gang.',
    ignore:
      'Hvis du ikke ba om å logge inn, kan du se bort fra denne e-posten. Ingen kan logge inn uten koden.',
  },
  da: {
    subject: '{code} er din login-kode til Dekka',
    heading: 'Din login-kode',
    intro: 'Indtast denne kode på Dekkas login-side:',
    expiry: 'Koden virker i {minutes} minutter og kun én gang.',
    ignore:
      'Hvis du ikke bad om at logge ind, kan du se bort fra denne e-mail. Ingen kan logge ind uden koden.',
  },
};

function fill(template: string, values: { code: string; minutes: number }): string {
  return template.replace('{code}', values.code).replace('{minutes}', String(values.minutes));
}

/** The one-time code e-mail in the visitor's language: HTML and its plain-text part. */
export async function renderSignInCodeMail(
  language: Language,
  code: string,
  lifetimeMinutes: number,
): Promise<RenderedMessage> {
  const words = text[language];
  const values = { code, minutes: lifetimeMinutes };
  const email = createElement(NoticeEmail, {
    language,
    code,
    heading: words.heading,
    intro: words.intro,
    notes: [fill(words.expiry, values), words.ignore],
  });
  const [html, plain] = await Promise.all([render(email), render(email, { plainText: true })]);
  return { subject: fill(words.subject, values), html, text: plain, calendar: null };
}
