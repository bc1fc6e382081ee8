import { render } from '@react-email/render';
import { createElement } from 'react';
import type { Language } from '../../languages.ts';
import type { RenderedMessage } from '../messages/render-message.ts';
import { NoticeEmail } from '../messages/templates/notice-email.tsx';

type JoiningText = {
  received: { subject: string; heading: string; intro: string; ignore: string };
  declined: { subject: string; heading: string; intro: string; reason: string; again: string };
};

/** `{name}`, `{restaurant}` and `{reason}` mark values. */
const text: Record<Language, JoiningText> = {
  en: {
    received: {
      subject: 'We have your application to join Dekka',
      heading: 'Thank you, {name}',
      intro:
        'We have received the application of {restaurant} to join Dekka. Someone at Dekka will read it and answer at this address, usually within a few working days.',
      ignore: 'If you did not apply, you can ignore this e-mail.',
    },
    declined: {
      subject: 'Your application to join Dekka',
      heading: 'About {restaurant} on Dekka',
      intro: 'Thank you for applying. We cannot take {restaurant} on Dekka at the moment.',
      reason: 'Reason: {reason}',
      again: 'You are welcome to apply again later.',
    },
  },
  is: {
    received: {
      subject: 'Við höfum fengið umsóknina þína um aðild að Dekku',
      heading: 'Takk fyrir, {name}',
      intro:
        'Við höfum fengið umsókn {restaurant} um að verða hluti af Dekku. Starfsfólk Dekku fer yfir hana og svarar á þetta netfang, yfirleitt innan fárra virkra daga.',
      ignore: 'Ef þú sóttir ekki um máttu hunsa þennan póst.',
    },
    declined: {
      subject: 'Umsókn þín um aðild að Dekku',
      heading: 'Um {restaurant} á Dekku',
      intro:
        'Takk fyrir umsóknina. Því miður getum við ekki tekið {restaurant} inn á Dekku að svo stöddu.',
      reason: 'Ástæða: {reason}',
      again: 'Þér er velkomið að sækja aftur um síðar.',
    },
  },
  es: {
    received: {
      subject: 'Hemos recibido tu solicitud para unirte a Dekka',
      heading: 'Gracias, {name}',
      intro:
        'Hemos recibido la solicitud de {restaurant} para unirse a Dekka. Alguien de Dekka la leerá y responderá a esta dirección, normalmente en pocos días laborables.',
      ignore: 'Si no has enviado ninguna solicitud, puedes ignorar este correo.',
    },
    declined: {
      subject: 'Tu solicitud para unirte a Dekka',
      heading: 'Sobre {restaurant} en Dekka',
      intro: 'Gracias por tu solicitud. Por ahora no podemos incorporar {restaurant} a Dekka.',
      reason: 'Motivo: {reason}',
      again: 'Puedes volver a solicitarlo más adelante.',
    },
  },
  nb: {
    received: {
      subject: 'Vi har mottatt søknaden din om å bli med i Dekka',
      heading: 'Takk, {name}',
      intro:
        'Vi har mottatt søknaden fra {restaurant} om å bli med i Dekka. Noen i Dekka leser den og svarer til denne adressen, vanligvis innen noen få virkedager.',
      ignore: 'Hvis du ikke har søkt, kan du se bort fra denne e-posten.',
    },
    declined: {
      subject: 'Søknaden din om å bli med i Dekka',
      heading: 'Om {restaurant} på Dekka',
      intro: 'Takk for søknaden. Vi kan dessverre ikke ta {restaurant} inn på Dekka nå.',
      reason: 'Begrunnelse: {reason}',
      again: 'Du er velkommen til å søke igjen senere.',
    },
  },
  da: {
    received: {
      subject: 'Vi har modtaget din ansøgning om at komme på Dekka',
      heading: 'Tak, {name}',
      intro:
        'Vi har modtaget ansøgningen fra {restaurant} om at komme på Dekka. En fra Dekka læser den og svarer til denne adresse, som regel inden for få hverdage.',
      ignore: 'Hvis du ikke har ansøgt, kan du se bort fra denne e-mail.',
    },
    declined: {
      subject: 'Din ansøgning om at komme på Dekka',
      heading: 'Om {restaurant} på Dekka',
      intro: 'Tak for din ansøgning. Vi kan desværre ikke tage {restaurant} med på Dekka lige nu.',
      reason: 'Begrundelse: {reason}',
      again: 'Du er velkommen til at ansøge igen senere.',
    },
  },
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

async function rendered(
  language: Language,
  subject: string,
  parts: { heading: string; intro: string; notes: string[] },
): Promise<RenderedMessage> {
  const email = createElement(NoticeEmail, { language, ...parts });
  const [html, plain] = await Promise.all([render(email), render(email, { plainText: true })]);
  return { subject, html, text: plain, calendar: null };
}

/** The acknowledgement an applicant gets at once, in the language they filled the form in. */
export function renderApplicationReceivedMail(options: {
  language: Language;
  contactName: string;
  restaurantName: string;
}): Promise<RenderedMessage> {
  const words = text[options.language].received;
  const values = { name: options.contactName, restaurant: options.restaurantName };
  return rendered(options.language, words.subject, {
    heading: fill(words.heading, values),
    intro: fill(words.intro, values),
    notes: [words.ignore],
  });
}

/** A declined application, with the administrator's reason when one was given. */
export function renderApplicationDeclinedMail(options: {
  language: Language;
  restaurantName: string;
  reason: string;
}): Promise<RenderedMessage> {
  const words = text[options.language].declined;
  const values = { restaurant: options.restaurantName, reason: options.reason };
  return rendered(options.language, words.subject, {
    heading: fill(words.heading, values),
    intro: fill(words.intro, values),
    notes: [...(options.reason ? [fill(words.reason, values)] : []), words.again],
  });
}
