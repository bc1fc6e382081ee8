import { render } from '@react-email/render';
import { createElement } from 'react';
import type { StaffRole } from '../../db/schema.ts';
import type { Language } from '../../languages.ts';
import type { RenderedMessage } from '../messages/render-message.ts';
import { NoticeEmail } from '../messages/templates/notice-email.tsx';

type InvitationText = {
  subject: string;
  heading: string;
  intro: string;
  button: string;
  expiry: string;
  roles: Record<StaffRole, string>;
};

/** `{restaurant}`, `{role}` and `{days}` mark values. */
const text: Record<Language, InvitationText> = {
  en: {
    subject: 'You are invited to join {restaurant} on Dekka',
    heading: 'Join {restaurant} on Dekka',
    intro: '{restaurant} invites you to its team on Dekka as {role}.',
    button: 'Accept the invitation',
    expiry:
      'The invitation is open for {days} days. Sign in with this e-mail address to accept it.',
    roles: { owner: 'an owner', manager: 'a manager', host: 'a host' },
  },
  is: {
    subject: '{restaurant} býður þér í hópinn á Dekku',
    heading: 'Gakktu til liðs við {restaurant} á Dekku',
    intro: '{restaurant} býður þér í starfshópinn sinn á Dekku sem {role}.',
    button: 'Þiggja boðið',
    expiry: 'Boðið gildir í {days} daga. Skráðu þig inn með þessu netfangi til að þiggja það.',
    roles: { owner: 'eiganda', manager: 'stjórnanda', host: 'gestgjafa' },
  },
  es: {
    subject: '{restaurant} te invita a unirte a su equipo en Dekka',
    heading: 'Únete a {restaurant} en Dekka',
    intro: '{restaurant} te invita a su equipo en Dekka como {role}.',
    button: 'Aceptar la invitación',
    expiry:
      'La invitación está abierta durante {days} días. Entra con esta dirección de correo para aceptarla.',
    roles: { owner: 'propietario', manager: 'encargado', host: 'anfitrión' },
  },
  nb: {
    subject: '{restaurant} inviterer deg til teamet sitt på Dekka',
    heading: 'Bli med i {restaurant} på Dekka',
    intro: '{restaurant} inviterer deg til teamet sitt på Dekka som {role}.',
    button: 'Godta invitasjonen',
    expiry:
      'Invitasjonen står åpen i {days} dager. Logg inn med denne e-postadressen for å godta den.',
    roles: { owner: 'eier', manager: 'leder', host: 'vert' },
  },
  da: {
    subject: '{restaurant} inviterer dig til sit team på Dekka',
    heading: 'Bliv en del af {restaurant} på Dekka',
    intro: '{restaurant} inviterer dig til sit team på Dekka som {role}.',
    button: 'Accepter invitationen',
    expiry:
      'Invitationen er åben i {days} dage. Log ind med denne e-mailadresse for at acceptere den.',
    roles: { owner: 'ejer', manager: 'leder', host: 'vært' },
  },
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The invitation to a restaurant's staff, in the inviter's language, with its accept link. */
export async function renderInvitationMail(options: {
  language: Language;
  restaurantName: string;
  role: StaffRole;
  acceptUrl: string;
  days: number;
}): Promise<RenderedMessage> {
  const words = text[options.language];
  const values = {
    restaurant: options.restaurantName,
    role: words.roles[options.role],
    days: String(options.days),
  };
  const email = createElement(NoticeEmail, {
    language: options.language,
    heading: fill(words.heading, values),
    intro: fill(words.intro, values),
    action: { url: options.acceptUrl, label: words.button },
    notes: [fill(words.expiry, values)],
  });
  const [html, plain] = await Promise.all([render(email), render(email, { plainText: true })]);
  return { subject: fill(words.subject, values), html, text: plain, calendar: null };
}
