import type { BookingMessageKind } from '../../db/schema.ts';
import type { Language } from '../../languages.ts';

/** Every sentence of the booking e-mails, in each language. `{name}` marks a value. */
export type MessageText = {
  subject: Record<BookingMessageKind, string>;
  heading: Record<BookingMessageKind, string>;
  intro: Record<BookingMessageKind, string>;
  greeting: string;
  confirmationNumber: string;
  date: string;
  time: string;
  guests: string;
  menus: string;
  specialRequest: string;
  prepaid: string;
  guarantee: string;
  refund: string;
  /** What a gift card paid of the prepayment, and what went back to it when cancelled. */
  giftCardPaid: string;
  giftCardReturned: string;
  receiptPaid: string;
  receiptCard: string;
  /** A change's receipt: what went back to the card, or that a card was checked for it. */
  receiptRefunded: string;
  receiptCardChecked: string;
  cancellationPolicy: string;
  restaurantPolicy: string;
  manageBooking: string;
  /** The payment link's button: the diner adds the card the restaurant asks for. */
  addCard: string;
  /** The survey invitation's button (the link to the survey). */
  rateVisit: string;
  /** Until when the survey can be answered; `{date}` is a day. */
  surveyUntil: string;
  openMap: string;
  calendarNote: string;
  /** The intro of a cancellation the restaurant made, and the reason it gave. */
  cancelledByRestaurant: string;
  restaurantReason: string;
  footer: string;
  /** The table offer's buttons, and the label of the time it is held until. */
  acceptOffer: string;
  declineOffer: string;
  offerUntil: string;
};

export const messageText: Record<Language, MessageText> = {
  en: {
    subject: {
      booking_confirmed: 'Your booking at {restaurant} is confirmed',
      waiting_list_added: 'You are on the waiting list at {restaurant}',
      booking_cancelled: 'Your booking at {restaurant} has been cancelled',
      waiting_list_removed: 'You have left the waiting list at {restaurant}',
      payment_receipt: 'Receipt for your booking at {restaurant}',
      booking_changed: 'Your booking at {restaurant} has been changed',
      booking_reminder: 'Reminder: your booking at {restaurant}',
      no_show_fee_receipt: 'Receipt for the no-show fee at {restaurant}',
      payment_link: 'Add your card to keep your booking at {restaurant}',
      change_receipt: 'Receipt for the change of your booking at {restaurant}',
      survey_invitation: 'How was your visit to {restaurant}?',
      table_offered: 'A table is free for you at {restaurant}',
      table_offer_lapsed: 'The table offer from {restaurant} has lapsed',
    },
    heading: {
      booking_confirmed: 'Your table is booked',
      waiting_list_added: 'You are on the waiting list',
      booking_cancelled: 'Your booking has been cancelled',
      waiting_list_removed: 'You have left the waiting list',
      payment_receipt: 'Payment receipt',
      booking_changed: 'Your booking has been changed',
      booking_reminder: 'See you soon',
      no_show_fee_receipt: 'No-show fee',
      payment_link: 'Your booking needs a card',
      change_receipt: 'Your changed booking',
      survey_invitation: 'How was your visit?',
      table_offered: 'A table is free for you',
      table_offer_lapsed: 'The table offer has lapsed',
    },
    intro: {
      booking_confirmed:
        'Your booking at {restaurant} is confirmed. We look forward to seeing you.',
      waiting_list_added:
        'You are on the waiting list at {restaurant}. We will e-mail you if a table frees up.',
      booking_cancelled: 'Your booking at {restaurant} has been cancelled.',
      waiting_list_removed: 'You are no longer on the waiting list at {restaurant}.',
      payment_receipt: 'Thank you for your payment for your booking at {restaurant}.',
      booking_changed: 'Your booking at {restaurant} has been changed. Here are the new details.',
      booking_reminder:
        'This is a reminder of your booking at {restaurant}. We look forward to seeing you.',
      no_show_fee_receipt:
        'You did not come to your booking at {restaurant}, so the no-show fee you accepted when booking has been charged to your card.',
      payment_link:
        '{restaurant} has booked a table for you. To keep it, add the card the restaurant asks for with the button below.',
      change_receipt:
        'Your booking at {restaurant} is changed. This is what the change cost or gave back.',
      survey_invitation:
        'Thank you for visiting {restaurant}. Would you rate your visit? It takes a minute, and your answers help the restaurant.',
      table_offered:
        'Good news: a table has freed up at {restaurant} for the time you asked for on the waiting list. It is held for you until {deadline}. Accept it to book it, or decline it so the next guest can have it.',
      table_offer_lapsed:
        'You did not answer the table offer from {restaurant} in time, so the table has gone to the next guest. You are still on the waiting list, and we will e-mail you if another table frees up.',
    },
    greeting: 'Hi {name},',
    confirmationNumber: 'Confirmation number',
    date: 'Date',
    time: 'Time',
    guests: 'Guests',
    menus: 'Menus',
    specialRequest: 'Your request',
    prepaid: 'Prepaid: {amount}',
    guarantee:
      'Your card ending in {last4} guarantees the booking: a no-show fee of up to {amount} may be charged.',
    refund: 'A refund of {amount} to your card ending in {last4} is on its way.',
    giftCardPaid: 'Paid with a gift card: {amount}',
    giftCardReturned: '{amount} has gone back to your gift card.',
    receiptPaid: 'Paid',
    receiptCard: 'Card',
    receiptRefunded: 'Refunded',
    receiptCardChecked: 'Card checked',
    cancellationPolicy:
      'You can cancel free of charge up to {hours} hours before your booking, until {deadline}.',
    restaurantPolicy: 'The restaurant’s policy',
    manageBooking: 'Manage booking',
    addCard: 'Add your card',
    rateVisit: 'Rate your visit',
    surveyUntil: 'The survey is open until {date}.',
    openMap: 'Open map',
    calendarNote: 'The attached calendar file adds the booking to your calendar.',
    cancelledByRestaurant:
      '{restaurant} has had to cancel your booking. We are sorry for the inconvenience.',
    restaurantReason: 'Message from the restaurant: {reason}',
    footer: 'Sent by Dekka for {restaurant}.',
    acceptOffer: 'Accept the table',
    declineOffer: 'Decline',
    offerUntil: 'Held for you until',
  },
  is: {
    subject: {
      booking_confirmed: 'Bókun þín á {restaurant} er staðfest',
      waiting_list_added: 'Þú ert á biðlista hjá {restaurant}',
      booking_cancelled: 'Bókun þinni á {restaurant} hefur verið aflýst',
      waiting_list_removed: 'Þú ert ekki lengur á biðlista hjá {restaurant}',
      payment_receipt: 'Kvittun fyrir bókun á {restaurant}',
      booking_changed: 'Bókuninni þinni á {restaurant} hefur verið breytt',
      booking_reminder: 'Áminning: bókun þín á {restaurant}',
      no_show_fee_receipt: 'Kvittun fyrir skrópgjald hjá {restaurant}',
      payment_link: 'Skráðu kort til að halda bókun þinni á {restaurant}',
      change_receipt: 'Kvittun fyrir breytingu á bókun á {restaurant}',
      survey_invitation: 'Hvernig var heimsóknin á {restaurant}?',
      table_offered: 'Borð er laust fyrir þig á {restaurant}',
      table_offer_lapsed: 'Borðboðið frá {restaurant} er útrunnið',
    },
    heading: {
      booking_confirmed: 'Borðið þitt er bókað',
      waiting_list_added: 'Þú ert á biðlista',
      booking_cancelled: 'Bókun þinni hefur verið aflýst',
      waiting_list_removed: 'Þú ert ekki lengur á biðlistanum',
      payment_receipt: 'Kvittun',
      booking_changed: 'Bókuninni hefur verið breytt',
      booking_reminder: 'Sjáumst fljótlega',
      no_show_fee_receipt: 'Skrópgjald',
      payment_link: 'Bókunin þín þarf kort',
      change_receipt: 'Bókuninni þinni var breytt',
      survey_invitation: 'Hvernig var heimsóknin?',
      table_offered: 'Borð er laust fyrir þig',
      table_offer_lapsed: 'Borðboðið er útrunnið',
    },
    intro: {
      booking_confirmed: 'Bókun þín á {restaurant} er staðfest. Við hlökkum til að sjá þig.',
      waiting_list_added:
        'Þú ert á biðlista hjá {restaurant}. Við sendum þér tölvupóst ef borð losnar.',
      booking_cancelled: 'Bókun þinni á {restaurant} hefur verið aflýst.',
      waiting_list_removed: 'Þú ert ekki lengur á biðlista hjá {restaurant}.',
      payment_receipt: 'Takk fyrir greiðsluna fyrir bókun þína á {restaurant}.',
      booking_changed:
        'Bókuninni þinni á {restaurant} hefur verið breytt. Hér eru nýju upplýsingarnar.',
      booking_reminder:
        'Þetta er áminning um bókun þína á {restaurant}. Við hlökkum til að sjá þig.',
      no_show_fee_receipt:
        'Þú mættir ekki í bókun þína á {restaurant} og því hefur skrópgjaldið sem þú samþykktir við bókun verið gjaldfært á kortið þitt.',
      payment_link:
        '{restaurant} hefur bókað borð fyrir þig. Til að halda því skaltu skrá kortið sem veitingastaðurinn biður um með hnappnum hér fyrir neðan.',
      change_receipt:
        'Bókun þinni á {restaurant} hefur verið breytt. Hér sérðu hvað breytingin kostaði eða hvað var endurgreitt.',
      survey_invitation:
        'Takk fyrir komuna á {restaurant}. Viltu gefa heimsókninni einkunn? Það tekur eina mínútu og svörin hjálpa veitingastaðnum.',
      table_offered:
        'Góðar fréttir: borð hefur losnað á {restaurant} á tímanum sem þú baðst um á biðlistanum. Það er frátekið fyrir þig til {deadline}. Þiggðu það til að bóka það, eða afþakkaðu svo næsti gestur fái það.',
      table_offer_lapsed:
        'Þú svaraðir ekki borðboðinu frá {restaurant} í tæka tíð, svo borðið fór til næsta gests. Þú ert enn á biðlistanum og við sendum þér tölvupóst ef annað borð losnar.',
    },
    greeting: 'Hæ {name},',
    confirmationNumber: 'Bókunarnúmer',
    date: 'Dagsetning',
    time: 'Tími',
    guests: 'Gestir',
    menus: 'Matseðlar',
    specialRequest: 'Óskir þínar',
    prepaid: 'Fyrirframgreitt: {amount}',
    guarantee:
      'Kortið þitt sem endar á {last4} tryggir bókunina: ef þú mætir ekki má innheimta allt að {amount}.',
    refund: 'Endurgreiðsla upp á {amount} á kortið sem endar á {last4} er á leiðinni.',
    giftCardPaid: 'Greitt með gjafabréfi: {amount}',
    giftCardReturned: '{amount} hefur verið skilað á gjafabréfið þitt.',
    receiptPaid: 'Greitt',
    receiptCard: 'Kort',
    receiptRefunded: 'Endurgreitt',
    receiptCardChecked: 'Kort staðfest',
    cancellationPolicy:
      'Þú getur afbókað án gjalds allt að {hours} klukkustundum fyrir bókun, til {deadline}.',
    restaurantPolicy: 'Skilmálar veitingastaðarins',
    manageBooking: 'Sjá bókun',
    addCard: 'Skrá kort',
    rateVisit: 'Gefa einkunn',
    surveyUntil: 'Könnunin er opin til {date}.',
    openMap: 'Opna kort',
    calendarNote: 'Viðhengda dagatalsskráin setur bókunina í dagatalið þitt.',
    cancelledByRestaurant:
      '{restaurant} hefur því miður þurft að aflýsa bókun þinni. Við biðjumst velvirðingar á óþægindunum.',
    restaurantReason: 'Skilaboð frá veitingastaðnum: {reason}',
    footer: 'Sent af Dekka fyrir {restaurant}.',
    acceptOffer: 'Þiggja borðið',
    declineOffer: 'Afþakka',
    offerUntil: 'Frátekið fyrir þig til',
  },
  es: {
    subject: {
      booking_confirmed: 'Tu reserva en {restaurant} está confirmada',
      waiting_list_added: 'Estás en la lista de espera de {restaurant}',
      booking_cancelled: 'Tu reserva en {restaurant} ha sido cancelada',
      waiting_list_removed: 'Has salido de la lista de espera de {restaurant}',
      payment_receipt: 'Recibo de tu reserva en {restaurant}',
      booking_changed: 'Tu reserva en {restaurant} ha cambiado',
      booking_reminder: 'Recordatorio: tu reserva en {restaurant}',
      no_show_fee_receipt: 'Recibo del cargo por no presentarse en {restaurant}',
      payment_link: 'Añade tu tarjeta para mantener tu reserva en {restaurant}',
      change_receipt: 'Recibo del cambio de tu reserva en {restaurant}',
      survey_invitation: '¿Qué tal tu visita a {restaurant}?',
      table_offered: 'Hay una mesa libre para ti en {restaurant}',
      table_offer_lapsed: 'La oferta de mesa de {restaurant} ha caducado',
    },
    heading: {
      booking_confirmed: 'Tu mesa está reservada',
      waiting_list_added: 'Estás en la lista de espera',
      booking_cancelled: 'Tu reserva ha sido cancelada',
      waiting_list_removed: 'Has salido de la lista de espera',
      payment_receipt: 'Recibo de pago',
      booking_changed: 'Tu reserva ha cambiado',
      booking_reminder: 'Hasta pronto',
      no_show_fee_receipt: 'Cargo por no presentarse',
      payment_link: 'Tu reserva necesita una tarjeta',
      change_receipt: 'Tu reserva modificada',
      survey_invitation: '¿Qué tal tu visita?',
      table_offered: 'Hay una mesa libre para ti',
      table_offer_lapsed: 'La oferta de mesa ha caducado',
    },
    intro: {
      booking_confirmed: 'Tu reserva en {restaurant} está confirmada. Te esperamos con ganas.',
      waiting_list_added:
        'Estás en la lista de espera de {restaurant}. Te escribiremos si se libera una mesa.',
      booking_cancelled: 'Tu reserva en {restaurant} ha sido cancelada.',
      waiting_list_removed: 'Ya no estás en la lista de espera de {restaurant}.',
      payment_receipt: 'Gracias por el pago de tu reserva en {restaurant}.',
      booking_changed: 'Tu reserva en {restaurant} ha cambiado. Estos son los nuevos datos.',
      booking_reminder: 'Te recordamos tu reserva en {restaurant}. Tenemos muchas ganas de verte.',
      no_show_fee_receipt:
        'No acudiste a tu reserva en {restaurant}, por lo que se ha cobrado en tu tarjeta el cargo por no presentarse que aceptaste al reservar.',
      payment_link:
        '{restaurant} te ha reservado una mesa. Para mantenerla, añade la tarjeta que pide el restaurante con el botón de abajo.',
      change_receipt:
        'Tu reserva en {restaurant} ha cambiado. Esto es lo que el cambio ha costado o lo que se te devuelve.',
      survey_invitation:
        'Gracias por visitar {restaurant}. ¿Quieres valorar tu visita? Solo lleva un minuto y tus respuestas ayudan al restaurante.',
      table_offered:
        'Buenas noticias: se ha liberado una mesa en {restaurant} a la hora que pediste en la lista de espera. Te la guardamos hasta las {deadline}. Acéptala para reservarla o recházala para que pase al siguiente cliente.',
      table_offer_lapsed:
        'No respondiste a tiempo a la oferta de mesa de {restaurant}, así que la mesa ha pasado al siguiente cliente. Sigues en la lista de espera y te escribiremos si se libera otra mesa.',
    },
    greeting: 'Hola, {name}:',
    confirmationNumber: 'Número de confirmación',
    date: 'Fecha',
    time: 'Hora',
    guests: 'Comensales',
    menus: 'Menús',
    specialRequest: 'Tu petición',
    prepaid: 'Pagado por adelantado: {amount}',
    guarantee:
      'Tu tarjeta terminada en {last4} garantiza la reserva: si no te presentas, se puede cobrar hasta {amount}.',
    refund: 'Un reembolso de {amount} a tu tarjeta terminada en {last4} está en camino.',
    giftCardPaid: 'Pagado con tarjeta regalo: {amount}',
    giftCardReturned: 'Se han devuelto {amount} a tu tarjeta regalo.',
    receiptPaid: 'Pagado',
    receiptCard: 'Tarjeta',
    receiptRefunded: 'Reembolsado',
    receiptCardChecked: 'Tarjeta verificada',
    cancellationPolicy:
      'Puedes cancelar sin coste hasta {hours} horas antes de tu reserva, hasta el {deadline}.',
    restaurantPolicy: 'Política del restaurante',
    manageBooking: 'Gestionar la reserva',
    addCard: 'Añadir tarjeta',
    rateVisit: 'Valorar la visita',
    surveyUntil: 'La encuesta está abierta hasta el {date}.',
    openMap: 'Abrir mapa',
    calendarNote: 'El archivo de calendario adjunto añade la reserva a tu calendario.',
    cancelledByRestaurant:
      '{restaurant} ha tenido que cancelar tu reserva. Sentimos las molestias.',
    restaurantReason: 'Mensaje del restaurante: {reason}',
    footer: 'Enviado por Dekka en nombre de {restaurant}.',
    acceptOffer: 'Aceptar la mesa',
    declineOffer: 'Rechazar',
    offerUntil: 'Guardada para ti hasta',
  },
  nb: {
    subject: {
      booking_confirmed: 'Bestillingen din hos {restaurant} er bekreftet',
      waiting_list_added: 'Du står på ventelisten hos {restaurant}',
      booking_cancelled: 'Bestillingen din hos {restaurant} er avbestilt',
      waiting_list_removed: 'Du står ikke lenger på ventelisten hos {restaurant}',
      payment_receipt: 'Kvittering for bestillingen din hos {restaurant}',
      booking_changed: 'Bestillingen din hos {restaurant} er endret',
      booking_reminder: 'Påminnelse: bestillingen din hos {restaurant}',
      no_show_fee_receipt: 'Kvittering for gebyr for uteblivelse hos {restaurant}',
      payment_link: 'Legg til kortet ditt for å beholde bestillingen hos {restaurant}',
      change_receipt: 'Kvittering for endringen av bestillingen din hos {restaurant}',
      survey_invitation: 'Hvordan var besøket hos {restaurant}?',
      table_offered: 'Et bord er ledig for deg hos {restaurant}',
      table_offer_lapsed: 'Bordtilbudet fra {restaurant} har gått ut',
    },
    heading: {
      booking_confirmed: 'Bordet ditt er bestilt',
      waiting_list_added: 'Du står på ventelisten',
      booking_cancelled: 'Bestillingen din er avbestilt',
      waiting_list_removed: 'Du er fjernet fra ventelisten',
      payment_receipt: 'Betalingskvittering',
      booking_changed: 'Bestillingen din er endret',
      booking_reminder: 'Vi ses snart',
      no_show_fee_receipt: 'Gebyr for uteblivelse',
      payment_link: 'Bestillingen din trenger et kort',
      change_receipt: 'Bestillingen din er endret',
      survey_invitation: 'Hvordan var besøket?',
      table_offered: 'Et bord er ledig for deg',
      table_offer_lapsed: 'Bordtilbudet har gått ut',
    },
    intro: {
      booking_confirmed:
        'Bestillingen din hos {restaurant} er bekreftet. Vi gleder oss til å se deg.',
      waiting_list_added:
        'Du står på ventelisten hos {restaurant}. Vi sender deg en e-post hvis et bord blir ledig.',
      booking_cancelled: 'Bestillingen din hos {restaurant} er avbestilt.',
      waiting_list_removed: 'Du står ikke lenger på ventelisten hos {restaurant}.',
      payment_receipt: 'Takk for betalingen for bestillingen din hos {restaurant}.',
      booking_changed: 'Bestillingen din hos {restaurant} er endret. Her er de nye detaljene.',
      booking_reminder:
        'Dette er en påminnelse om bestillingen din hos {restaurant}. Vi gleder oss til å se deg.',
      no_show_fee_receipt:
        'Du kom ikke til bestillingen din hos {restaurant}, så gebyret for uteblivelse som du godtok da du bestilte, er belastet kortet ditt.',
      payment_link:
        '{restaurant} har bestilt et bord til deg. For å beholde det, legg til kortet restauranten ber om med knappen nedenfor.',
      change_receipt:
        'Bestillingen din hos {restaurant} er endret. Dette er hva endringen kostet eller ga tilbake.',
      survey_invitation:
        'Takk for besøket hos {restaurant}. Vil du gi besøket en vurdering? Det tar et minutt, og svarene dine hjelper restauranten.',
      table_offered:
        'Gode nyheter: et bord har blitt ledig hos {restaurant} på tidspunktet du ba om på ventelisten. Det holdes av til deg til {deadline}. Takk ja for å bestille det, eller takk nei så neste gjest kan få det.',
      table_offer_lapsed:
        'Du svarte ikke på bordtilbudet fra {restaurant} i tide, så bordet har gått til neste gjest. Du står fortsatt på ventelisten, og vi sender deg en e-post hvis et annet bord blir ledig.',
    },
    greeting: 'Hei {name},',
    confirmationNumber: 'Bestillingsnummer',
    date: 'Dato',
    time: 'Tid',
    guests: 'Gjester',
    menus: 'Menyer',
    specialRequest: 'Ønsket ditt',
    prepaid: 'Forhåndsbetalt: {amount}',
    guarantee:
      'Kortet ditt som slutter på {last4} garanterer bestillingen: uteblir du, kan opptil {amount} bli belastet.',
    refund: 'En refusjon på {amount} til kortet som slutter på {last4} er på vei.',
    giftCardPaid: 'Betalt med gavekort: {amount}',
    giftCardReturned: '{amount} er satt tilbake på gavekortet ditt.',
    receiptPaid: 'Betalt',
    receiptCard: 'Kort',
    receiptRefunded: 'Refundert',
    receiptCardChecked: 'Kort bekreftet',
    cancellationPolicy:
      'Du kan avbestille gratis inntil {hours} timer før bestillingen, til {deadline}.',
    restaurantPolicy: 'Restaurantens vilkår',
    manageBooking: 'Administrer bestillingen',
    addCard: 'Legg til kort',
    rateVisit: 'Vurder besøket',
    surveyUntil: 'Undersøkelsen er åpen til {date}.',
    openMap: 'Åpne kart',
    calendarNote: 'Kalenderfilen i vedlegget legger bestillingen inn i kalenderen din.',
    cancelledByRestaurant:
      '{restaurant} har dessverre måttet avbestille bestillingen din. Vi beklager ulempen.',
    restaurantReason: 'Melding fra restauranten: {reason}',
    footer: 'Sendt av Dekka for {restaurant}.',
    acceptOffer: 'Ta imot bordet',
    declineOffer: 'Takk nei',
    offerUntil: 'Holdt av til deg til',
  },
  da: {
    subject: {
      booking_confirmed: 'Din booking hos {restaurant} er bekræftet',
      waiting_list_added: 'Du er på ventelisten hos {restaurant}',
      booking_cancelled: 'Din booking hos {restaurant} er aflyst',
      waiting_list_removed: 'Du er ikke længere på ventelisten hos {restaurant}',
      payment_receipt: 'Kvittering for din booking hos {restaurant}',
      booking_changed: 'Din booking hos {restaurant} er ændret',
      booking_reminder: 'Påmindelse: din booking hos {restaurant}',
      no_show_fee_receipt: 'Kvittering for udeblivelsesgebyr hos {restaurant}',
      payment_link: 'Tilføj dit kort for at beholde din booking hos {restaurant}',
      change_receipt: 'Kvittering for ændringen af din booking hos {restaurant}',
      survey_invitation: 'Hvordan var dit besøg hos {restaurant}?',
      table_offered: 'Et bord er ledigt til dig hos {restaurant}',
      table_offer_lapsed: 'Bordtilbuddet fra {restaurant} er udløbet',
    },
    heading: {
      booking_confirmed: 'Dit bord er booket',
      waiting_list_added: 'Du er på ventelisten',
      booking_cancelled: 'Din booking er aflyst',
      waiting_list_removed: 'Du er fjernet fra ventelisten',
      payment_receipt: 'Betalingskvittering',
      booking_changed: 'Din booking er ændret',
      booking_reminder: 'Vi ses snart',
      no_show_fee_receipt: 'Udeblivelsesgebyr',
      payment_link: 'Din booking kræver et kort',
      change_receipt: 'Din ændrede booking',
      survey_invitation: 'Hvordan var dit besøg?',
      table_offered: 'Et bord er ledigt til dig',
      table_offer_lapsed: 'Bordtilbuddet er udløbet',
    },
    intro: {
      booking_confirmed: 'Din booking hos {restaurant} er bekræftet. Vi glæder os til at se dig.',
      waiting_list_added:
        'Du er på ventelisten hos {restaurant}. Vi skriver til dig, hvis et bord bliver ledigt.',
      booking_cancelled: 'Din booking hos {restaurant} er aflyst.',
      waiting_list_removed: 'Du er ikke længere på ventelisten hos {restaurant}.',
      payment_receipt: 'Tak for din betaling for bookingen hos {restaurant}.',
      booking_changed: 'Din booking hos {restaurant} er ændret. Her er de nye oplysninger.',
      booking_reminder:
        'Dette er en påmindelse om din booking hos {restaurant}. Vi glæder os til at se dig.',
      no_show_fee_receipt:
        'Du mødte ikke op til din booking hos {restaurant}, så det udeblivelsesgebyr, du accepterede ved bookingen, er trukket på dit kort.',
      payment_link:
        '{restaurant} har booket et bord til dig. For at beholde det skal du tilføje det kort, restauranten beder om, med knappen nedenfor.',
      change_receipt:
        'Din booking hos {restaurant} er ændret. Her er, hvad ændringen kostede eller gav tilbage.',
      survey_invitation:
        'Tak for besøget hos {restaurant}. Vil du bedømme dit besøg? Det tager et minut, og dine svar hjælper restauranten.',
      table_offered:
        'Gode nyheder: et bord er blevet ledigt hos {restaurant} på det tidspunkt, du bad om på ventelisten. Det holdes til dig indtil {deadline}. Tag imod det for at booke det, eller afslå, så den næste gæst kan få det.',
      table_offer_lapsed:
        'Du svarede ikke på bordtilbuddet fra {restaurant} i tide, så bordet er gået til den næste gæst. Du står stadig på ventelisten, og vi sender dig en e-mail, hvis et andet bord bliver ledigt.',
    },
    greeting: 'Hej {name}',
    confirmationNumber: 'Bookingnummer',
    date: 'Dato',
    time: 'Tid',
    guests: 'Gæster',
    menus: 'Menuer',
    specialRequest: 'Dit ønske',
    prepaid: 'Forudbetalt: {amount}',
    guarantee:
      'Dit kort, der slutter på {last4}, garanterer bookingen: udebliver du, kan der trækkes op til {amount}.',
    refund: 'En refusion på {amount} til kortet, der slutter på {last4}, er på vej.',
    giftCardPaid: 'Betalt med gavekort: {amount}',
    giftCardReturned: '{amount} er sat tilbage på dit gavekort.',
    receiptPaid: 'Betalt',
    receiptCard: 'Kort',
    receiptRefunded: 'Refunderet',
    receiptCardChecked: 'Kort bekræftet',
    cancellationPolicy:
      'Du kan aflyse gratis indtil {hours} timer før din booking, til {deadline}.',
    restaurantPolicy: 'Restaurantens betingelser',
    manageBooking: 'Administrer booking',
    addCard: 'Tilføj kort',
    rateVisit: 'Bedøm dit besøg',
    surveyUntil: 'Undersøgelsen er åben til {date}.',
    openMap: 'Åbn kort',
    calendarNote: 'Den vedhæftede kalenderfil lægger bookingen i din kalender.',
    cancelledByRestaurant:
      '{restaurant} har desværre måttet aflyse din booking. Vi beklager ulejligheden.',
    restaurantReason: 'Besked fra restauranten: {reason}',
    footer: 'Sendt af Dekka på vegne af {restaurant}.',
    acceptOffer: 'Tag imod bordet',
    declineOffer: 'Afslå',
    offerUntil: 'Holdt til dig indtil',
  },
};

/** Fills `{name}` marks; a mark without a value stays visible so a test notices it. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (mark, key: string) =>
    key in values ? String(values[key]) : mark,
  );
}
