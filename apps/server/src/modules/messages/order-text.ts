import type { OrderMessageKind } from '../../db/schema.ts';
import type { Language } from '../../languages.ts';

type OrderMode = 'takeaway' | 'delivery' | 'catering';

/**
 * Every sentence of the food order e-mails (docs/decisions/048-order-messages.md), in each
 * language. `{name}` marks a value (filled by message-text.ts's `fill`).
 */
export type OrderText = {
  subject: Record<OrderMessageKind, string>;
  heading: Record<OrderMessageKind, string>;
  intro: Record<OrderMessageKind, string>;
  greeting: string;
  restaurant: string;
  mode: string;
  modes: Record<OrderMode, string>;
  time: string;
  guests: string;
  deliverTo: string;
  subtotal: string;
  deliveryFee: string;
  total: string;
  paidNow: string;
  leftToPay: string;
  card: string;
  readyAt: string;
  /** The label over the kitchen's own words when it rejects the order. */
  reason: string;
  refunded: string;
  /** Catering: the rest is paid to the restaurant, not by card here. */
  restNote: string;
  viewOrder: string;
  footer: string;
};

export const orderText: Record<Language, OrderText> = {
  en: {
    subject: {
      order_receipt: 'Receipt for your order at {restaurant}',
      order_accepted: '{restaurant} has accepted your order',
      order_ready: 'Your order at {restaurant} is ready',
      order_out_for_delivery: 'Your order from {restaurant} is on its way',
      order_rejected: '{restaurant} could not take your order',
    },
    heading: {
      order_receipt: 'Thank you for your order',
      order_accepted: 'Your order is accepted',
      order_ready: 'Ready for pickup',
      order_out_for_delivery: 'On its way',
      order_rejected: 'Your order was not accepted',
    },
    intro: {
      order_receipt: 'Your order at {restaurant} is paid and has been sent to the kitchen.',
      order_accepted:
        'The kitchen at {restaurant} has accepted your order. It will be ready at {ready}.',
      order_ready: 'Your order at {restaurant} is ready to be picked up.',
      order_out_for_delivery: 'Your order from {restaurant} is out for delivery.',
      order_rejected: 'Unfortunately {restaurant} could not take your order.',
    },
    greeting: 'Hi {name},',
    restaurant: 'Restaurant',
    mode: 'Order',
    modes: { takeaway: 'Takeaway', delivery: 'Delivery', catering: 'Catering' },
    time: 'Time',
    guests: 'Guests',
    deliverTo: 'Deliver to',
    subtotal: 'Subtotal',
    deliveryFee: 'Delivery fee',
    total: 'Total',
    paidNow: 'Paid now',
    leftToPay: 'Left to pay',
    card: 'Card',
    readyAt: 'Ready at',
    reason: "The restaurant's reason",
    refunded: 'Your payment of {amount} is refunded to your card.',
    restNote: 'The remaining {amount} is paid to the restaurant.',
    viewOrder: 'View your order',
    footer: 'Sent by Dekka.',
  },
  is: {
    subject: {
      order_receipt: 'Kvittun fyrir pöntun hjá {restaurant}',
      order_accepted: '{restaurant} hefur samþykkt pöntunina þína',
      order_ready: 'Pöntunin þín hjá {restaurant} er tilbúin',
      order_out_for_delivery: 'Pöntunin þín frá {restaurant} er á leiðinni',
      order_rejected: '{restaurant} gat ekki tekið við pöntuninni þinni',
    },
    heading: {
      order_receipt: 'Takk fyrir pöntunina',
      order_accepted: 'Pöntunin þín er samþykkt',
      order_ready: 'Tilbúin til afhendingar',
      order_out_for_delivery: 'Á leiðinni',
      order_rejected: 'Pöntuninni var hafnað',
    },
    intro: {
      order_receipt: 'Pöntunin þín hjá {restaurant} er greidd og hefur verið send í eldhúsið.',
      order_accepted:
        'Eldhúsið hjá {restaurant} hefur samþykkt pöntunina. Hún verður tilbúin kl. {ready}.',
      order_ready: 'Pöntunin þín hjá {restaurant} er tilbúin og má sækja hana.',
      order_out_for_delivery: 'Pöntunin þín frá {restaurant} er lögð af stað til þín.',
      order_rejected: 'Því miður gat {restaurant} ekki tekið við pöntuninni þinni.',
    },
    greeting: 'Hæ {name},',
    restaurant: 'Veitingastaður',
    mode: 'Pöntun',
    modes: { takeaway: 'Sótt', delivery: 'Heimsending', catering: 'Veisluþjónusta' },
    time: 'Tími',
    guests: 'Gestir',
    deliverTo: 'Sent á',
    subtotal: 'Millisamtala',
    deliveryFee: 'Sendingargjald',
    total: 'Samtals',
    paidNow: 'Greitt núna',
    leftToPay: 'Eftir að greiða',
    card: 'Kort',
    readyAt: 'Tilbúin kl.',
    reason: 'Skýring veitingastaðarins',
    refunded: 'Greiðslan þín, {amount}, er endurgreidd á kortið þitt.',
    restNote: 'Eftirstöðvarnar, {amount}, eru greiddar veitingastaðnum.',
    viewOrder: 'Skoða pöntunina',
    footer: 'Sent af Dekka.',
  },
  es: {
    subject: {
      order_receipt: 'Recibo de tu pedido en {restaurant}',
      order_accepted: '{restaurant} ha aceptado tu pedido',
      order_ready: 'Tu pedido en {restaurant} está listo',
      order_out_for_delivery: 'Tu pedido de {restaurant} está en camino',
      order_rejected: '{restaurant} no ha podido aceptar tu pedido',
    },
    heading: {
      order_receipt: 'Gracias por tu pedido',
      order_accepted: 'Tu pedido ha sido aceptado',
      order_ready: 'Listo para recoger',
      order_out_for_delivery: 'En camino',
      order_rejected: 'Tu pedido no ha sido aceptado',
    },
    intro: {
      order_receipt: 'Tu pedido en {restaurant} está pagado y se ha enviado a la cocina.',
      order_accepted:
        'La cocina de {restaurant} ha aceptado tu pedido. Estará listo a las {ready}.',
      order_ready: 'Tu pedido en {restaurant} está listo para recoger.',
      order_out_for_delivery: 'Tu pedido de {restaurant} ha salido para entregártelo.',
      order_rejected: 'Lamentablemente {restaurant} no ha podido aceptar tu pedido.',
    },
    greeting: 'Hola, {name}:',
    restaurant: 'Restaurante',
    mode: 'Pedido',
    modes: { takeaway: 'Para llevar', delivery: 'A domicilio', catering: 'Catering' },
    time: 'Hora',
    guests: 'Invitados',
    deliverTo: 'Entregar en',
    subtotal: 'Subtotal',
    deliveryFee: 'Gastos de envío',
    total: 'Total',
    paidNow: 'Pagado ahora',
    leftToPay: 'Pendiente de pago',
    card: 'Tarjeta',
    readyAt: 'Listo a las',
    reason: 'El motivo del restaurante',
    refunded: 'Te devolvemos tu pago de {amount} a tu tarjeta.',
    restNote: 'Los {amount} restantes se pagan al restaurante.',
    viewOrder: 'Ver tu pedido',
    footer: 'Enviado por Dekka.',
  },
  nb: {
    subject: {
      order_receipt: 'Kvittering for bestillingen din hos {restaurant}',
      order_accepted: '{restaurant} har godtatt bestillingen din',
      order_ready: 'Bestillingen din hos {restaurant} er klar',
      order_out_for_delivery: 'Bestillingen din fra {restaurant} er på vei',
      order_rejected: '{restaurant} kunne ikke ta imot bestillingen din',
    },
    heading: {
      order_receipt: 'Takk for bestillingen',
      order_accepted: 'Bestillingen din er godtatt',
      order_ready: 'Klar til henting',
      order_out_for_delivery: 'På vei',
      order_rejected: 'Bestillingen din ble ikke godtatt',
    },
    intro: {
      order_receipt: 'Bestillingen din hos {restaurant} er betalt og sendt til kjøkkenet.',
      order_accepted:
        'Kjøkkenet hos {restaurant} har godtatt bestillingen. Den er klar kl. {ready}.',
      order_ready: 'Bestillingen din hos {restaurant} er klar til henting.',
      order_out_for_delivery: 'Bestillingen din fra {restaurant} er sendt ut med levering.',
      order_rejected: 'Dessverre kunne ikke {restaurant} ta imot bestillingen din.',
    },
    greeting: 'Hei {name},',
    restaurant: 'Restaurant',
    mode: 'Bestilling',
    modes: { takeaway: 'Henting', delivery: 'Levering', catering: 'Catering' },
    time: 'Tid',
    guests: 'Gjester',
    deliverTo: 'Leveres til',
    subtotal: 'Delsum',
    deliveryFee: 'Leveringsgebyr',
    total: 'Totalt',
    paidNow: 'Betalt nå',
    leftToPay: 'Gjenstår å betale',
    card: 'Kort',
    readyAt: 'Klar kl.',
    reason: 'Restaurantens begrunnelse',
    refunded: 'Betalingen din på {amount} blir refundert til kortet ditt.',
    restNote: 'De resterende {amount} betales til restauranten.',
    viewOrder: 'Se bestillingen',
    footer: 'Sendt av Dekka.',
  },
  da: {
    subject: {
      order_receipt: 'Kvittering for din bestilling hos {restaurant}',
      order_accepted: '{restaurant} har accepteret din bestilling',
      order_ready: 'Din bestilling hos {restaurant} er klar',
      order_out_for_delivery: 'Din bestilling fra {restaurant} er på vej',
      order_rejected: '{restaurant} kunne ikke tage imod din bestilling',
    },
    heading: {
      order_receipt: 'Tak for din bestilling',
      order_accepted: 'Din bestilling er accepteret',
      order_ready: 'Klar til afhentning',
      order_out_for_delivery: 'På vej',
      order_rejected: 'Din bestilling blev ikke accepteret',
    },
    intro: {
      order_receipt: 'Din bestilling hos {restaurant} er betalt og sendt til køkkenet.',
      order_accepted:
        'Køkkenet hos {restaurant} har accepteret din bestilling. Den er klar kl. {ready}.',
      order_ready: 'Din bestilling hos {restaurant} er klar til afhentning.',
      order_out_for_delivery: 'Din bestilling fra {restaurant} er sendt ud til levering.',
      order_rejected: 'Desværre kunne {restaurant} ikke tage imod din bestilling.',
    },
    greeting: 'Hej {name},',
    restaurant: 'Restaurant',
    mode: 'Bestilling',
    modes: { takeaway: 'Afhentning', delivery: 'Levering', catering: 'Catering' },
    time: 'Tid',
    guests: 'Gæster',
    deliverTo: 'Leveres til',
    subtotal: 'Subtotal',
    deliveryFee: 'Leveringsgebyr',
    total: 'I alt',
    paidNow: 'Betalt nu',
    leftToPay: 'Mangler at betale',
    card: 'Kort',
    readyAt: 'Klar kl.',
    reason: 'Restaurantens begrundelse',
    refunded: 'Din betaling på {amount} bliver refunderet til dit kort.',
    restNote: 'De resterende {amount} betales til restauranten.',
    viewOrder: 'Se din bestilling',
    footer: 'Sendt af Dekka.',
  },
};
