import type { Language } from '../../languages.ts';

/**
 * Every sentence of the gift card e-mails and the gift card's PDF, in each language. `{name}`
 * marks a value (filled by message-text.ts's `fill`).
 */
export type GiftCardText = {
  deliverySubject: string;
  deliveryHeading: string;
  deliveryIntro: string;
  receiptSubject: string;
  receiptHeading: string;
  receiptIntro: string;
  /** The receipt says when the recipient gets the card. */
  receiptSentNow: string;
  receiptSendOn: string;
  /** Where a card for any restaurant is valid, as the intro and the PDF name it. */
  anyRestaurant: string;
  greeting: string;
  amount: string;
  validAt: string;
  code: string;
  validUntil: string;
  recipient: string;
  paid: string;
  card: string;
  /** The label over the buyer's own words. */
  messageFrom: string;
  howToUse: string;
  attachment: string;
  viewCard: string;
  footer: string;
  /** The PDF's heading, who it is from and to, and the note under the QR code. */
  pdfTitle: string;
  pdfFromTo: string;
  pdfScan: string;
  /** The PDF's file name, without `.pdf`. */
  fileName: string;
};

export const giftCardText: Record<Language, GiftCardText> = {
  en: {
    deliverySubject: '{buyer} has sent you a gift card',
    deliveryHeading: 'A gift card for you',
    deliveryIntro: '{buyer} has given you a gift card worth {amount}, valid at {where}.',
    receiptSubject: 'Receipt for your gift card',
    receiptHeading: 'Thank you for your purchase',
    receiptIntro: 'Your gift card worth {amount} for {recipient} is paid.',
    receiptSentNow: 'We have e-mailed it to {email}.',
    receiptSendOn: 'We will e-mail it to {email} on the morning of {date}.',
    anyRestaurant: 'any Dekka restaurant',
    greeting: 'Hi {name},',
    amount: 'Amount',
    validAt: 'Valid at',
    code: 'Code',
    validUntil: 'Valid until',
    recipient: 'Recipient',
    paid: 'Paid',
    card: 'Card',
    messageFrom: 'A message from {buyer}',
    howToUse:
      'Give the code when you book on Dekka, or show the gift card at the restaurant. What is not used stays on the card until it expires.',
    attachment: 'The gift card is attached as a PDF, to print or to keep on your phone.',
    viewCard: 'View the gift card',
    footer: 'Sent by Dekka.',
    pdfTitle: 'Gift card',
    pdfFromTo: 'From {buyer} to {recipient}',
    pdfScan: 'Scan to see what is left on the card',
    fileName: 'gift-card',
  },
  is: {
    deliverySubject: '{buyer} sendi þér gjafabréf',
    deliveryHeading: 'Gjafabréf handa þér',
    deliveryIntro: '{buyer} hefur gefið þér gjafabréf að upphæð {amount} sem gildir hjá {where}.',
    receiptSubject: 'Kvittun fyrir gjafabréf',
    receiptHeading: 'Takk fyrir kaupin',
    receiptIntro: 'Gjafabréf að upphæð {amount} handa {recipient} er greitt.',
    receiptSentNow: 'Við höfum sent það á {email}.',
    receiptSendOn: 'Við sendum það á {email} að morgni {date}.',
    anyRestaurant: 'öllum veitingastöðum á Dekka',
    greeting: 'Hæ {name},',
    amount: 'Upphæð',
    validAt: 'Gildir hjá',
    code: 'Kóði',
    validUntil: 'Gildir til',
    recipient: 'Viðtakandi',
    paid: 'Greitt',
    card: 'Kort',
    messageFrom: 'Kveðja frá {buyer}',
    howToUse:
      'Sláðu inn kóðann þegar þú bókar á Dekka eða sýndu gjafabréfið á veitingastaðnum. Það sem ekki er notað stendur á bréfinu þar til það rennur út.',
    attachment: 'Gjafabréfið fylgir sem PDF-skjal til að prenta út eða geyma í símanum.',
    viewCard: 'Skoða gjafabréfið',
    footer: 'Sent af Dekka.',
    pdfTitle: 'Gjafabréf',
    pdfFromTo: 'Frá {buyer} til {recipient}',
    pdfScan: 'Skannaðu til að sjá hvað er eftir á bréfinu',
    fileName: 'gjafabref',
  },
  es: {
    deliverySubject: '{buyer} te ha enviado una tarjeta regalo',
    deliveryHeading: 'Una tarjeta regalo para ti',
    deliveryIntro: '{buyer} te ha regalado una tarjeta regalo de {amount}, válida en {where}.',
    receiptSubject: 'Recibo de tu tarjeta regalo',
    receiptHeading: 'Gracias por tu compra',
    receiptIntro: 'Tu tarjeta regalo de {amount} para {recipient} está pagada.',
    receiptSentNow: 'La hemos enviado a {email}.',
    receiptSendOn: 'La enviaremos a {email} la mañana del {date}.',
    anyRestaurant: 'cualquier restaurante de Dekka',
    greeting: 'Hola, {name}:',
    amount: 'Importe',
    validAt: 'Válida en',
    code: 'Código',
    validUntil: 'Válida hasta',
    recipient: 'Destinatario',
    paid: 'Pagado',
    card: 'Tarjeta',
    messageFrom: 'Un mensaje de {buyer}',
    howToUse:
      'Introduce el código al reservar en Dekka o muestra la tarjeta regalo en el restaurante. Lo que no uses se queda en la tarjeta hasta que caduque.',
    attachment: 'La tarjeta regalo va adjunta en PDF, para imprimirla o guardarla en el móvil.',
    viewCard: 'Ver la tarjeta regalo',
    footer: 'Enviado por Dekka.',
    pdfTitle: 'Tarjeta regalo',
    pdfFromTo: 'De {buyer} para {recipient}',
    pdfScan: 'Escanea para ver el saldo de la tarjeta',
    fileName: 'tarjeta-regalo',
  },
  nb: {
    deliverySubject: '{buyer} har sendt deg et gavekort',
    deliveryHeading: 'Et gavekort til deg',
    deliveryIntro: '{buyer} har gitt deg et gavekort på {amount} som gjelder hos {where}.',
    receiptSubject: 'Kvittering for gavekortet ditt',
    receiptHeading: 'Takk for kjøpet',
    receiptIntro: 'Gavekortet på {amount} til {recipient} er betalt.',
    receiptSentNow: 'Vi har sendt det til {email}.',
    receiptSendOn: 'Vi sender det til {email} om morgenen {date}.',
    anyRestaurant: 'alle restauranter på Dekka',
    greeting: 'Hei {name},',
    amount: 'Beløp',
    validAt: 'Gjelder hos',
    code: 'Kode',
    validUntil: 'Gyldig til',
    recipient: 'Mottaker',
    paid: 'Betalt',
    card: 'Kort',
    messageFrom: 'En hilsen fra {buyer}',
    howToUse:
      'Oppgi koden når du bestiller på Dekka, eller vis gavekortet på restauranten. Det som ikke brukes, står på kortet til det utløper.',
    attachment: 'Gavekortet ligger ved som PDF, til å skrive ut eller ha på telefonen.',
    viewCard: 'Se gavekortet',
    footer: 'Sendt av Dekka.',
    pdfTitle: 'Gavekort',
    pdfFromTo: 'Fra {buyer} til {recipient}',
    pdfScan: 'Skann for å se hva som er igjen på kortet',
    fileName: 'gavekort',
  },
  da: {
    deliverySubject: '{buyer} har sendt dig et gavekort',
    deliveryHeading: 'Et gavekort til dig',
    deliveryIntro: '{buyer} har givet dig et gavekort på {amount}, som gælder hos {where}.',
    receiptSubject: 'Kvittering for dit gavekort',
    receiptHeading: 'Tak for dit køb',
    receiptIntro: 'Gavekortet på {amount} til {recipient} er betalt.',
    receiptSentNow: 'Vi har sendt det til {email}.',
    receiptSendOn: 'Vi sender det til {email} om morgenen den {date}.',
    anyRestaurant: 'alle restauranter på Dekka',
    greeting: 'Hej {name}',
    amount: 'Beløb',
    validAt: 'Gælder hos',
    code: 'Kode',
    validUntil: 'Gyldigt til',
    recipient: 'Modtager',
    paid: 'Betalt',
    card: 'Kort',
    messageFrom: 'En hilsen fra {buyer}',
    howToUse:
      'Indtast koden, når du booker på Dekka, eller vis gavekortet på restauranten. Det, der ikke bliver brugt, står på kortet, indtil det udløber.',
    attachment:
      'Gavekortet er vedhæftet som PDF, så du kan printe det eller have det på telefonen.',
    viewCard: 'Se gavekortet',
    footer: 'Sendt af Dekka.',
    pdfTitle: 'Gavekort',
    pdfFromTo: 'Fra {buyer} til {recipient}',
    pdfScan: 'Scan for at se, hvad der er tilbage på kortet',
    fileName: 'gavekort',
  },
};
