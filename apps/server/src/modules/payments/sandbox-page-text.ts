import type { Language } from '../../languages.ts';

export type SandboxPageText = {
  htmlTitle: string;
  heading: string;
  intro: string;
  merchant: string;
  amount: string;
  verification: string;
  card: string;
  testMode: string;
  approve: string;
  decline: string;
  checkoutHeading: string;
  pay: string;
  continueToBank: string;
  redirectIntro: string;
  approvedHeading: string;
  approvedBody: string;
  declinedHeading: string;
  declinedBody: string;
  notFoundHeading: string;
  notFoundBody: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  invalidCard: string;
};

export const sandboxPageText: Record<Language, SandboxPageText> = {
  en: {
    htmlTitle: 'Secure payment – Dekka sandbox',
    heading: 'Confirm this payment',
    intro: 'Your bank asks you to confirm this payment with 3-D Secure.',
    merchant: 'Merchant',
    amount: 'Amount',
    verification: 'Card verification, no charge now',
    card: 'Card',
    testMode: 'Test mode: no real money moves. Approve or decline to see what happens.',
    approve: 'Approve',
    decline: 'Decline',
    checkoutHeading: 'Pay securely',
    pay: 'Pay',
    continueToBank: 'Continue to your bank',
    redirectIntro: 'Your bank needs to confirm this payment.',
    approvedHeading: 'Payment confirmed',
    approvedBody: 'Thank you. Your booking is being confirmed.',
    declinedHeading: 'Payment not completed',
    declinedBody: 'The payment was declined. Close this window and try another card.',
    notFoundHeading: 'Payment not found',
    notFoundBody: 'This payment does not exist or has expired.',
    cardNumber: 'Card number',
    cardExpiry: 'Expiry (MM/YY)',
    cardCvc: 'CVC',
    invalidCard: 'Check the card number, expiry date and CVC.',
  },
  is: {
    htmlTitle: 'Örugg greiðsla – Dekka prófunarumhverfi',
    heading: 'Staðfestu greiðsluna',
    intro: 'Bankinn þinn biður þig að staðfesta greiðsluna með 3-D Secure.',
    merchant: 'Söluaðili',
    amount: 'Upphæð',
    verification: 'Staðfesting korts, engin færsla núna',
    card: 'Kort',
    testMode: 'Prófunarhamur: engir raunverulegir peningar færast. Samþykktu eða hafnaðu.',
    approve: 'Samþykkja',
    decline: 'Hafna',
    checkoutHeading: 'Greiða á öruggan hátt',
    pay: 'Greiða',
    continueToBank: 'Áfram í bankann þinn',
    redirectIntro: 'Bankinn þinn þarf að staðfesta þessa greiðslu.',
    approvedHeading: 'Greiðsla staðfest',
    approvedBody: 'Takk fyrir. Verið er að staðfesta bókunina þína.',
    declinedHeading: 'Greiðsla tókst ekki',
    declinedBody: 'Greiðslunni var hafnað. Lokaðu glugganum og reyndu annað kort.',
    notFoundHeading: 'Greiðsla fannst ekki',
    notFoundBody: 'Þessi greiðsla er ekki til eða er útrunnin.',
    cardNumber: 'Kortanúmer',
    cardExpiry: 'Gildistími (MM/ÁÁ)',
    cardCvc: 'Öryggisnúmer (CVC)',
    invalidCard: 'Athugaðu kortanúmer, gildistíma og öryggisnúmer.',
  },
  es: {
    htmlTitle: 'Pago seguro – entorno de pruebas de Dekka',
    heading: 'Confirma este pago',
    intro: 'Tu banco te pide que confirmes este pago con 3-D Secure.',
    merchant: 'Comercio',
    amount: 'Importe',
    verification: 'Verificación de la tarjeta, sin cargo ahora',
    card: 'Tarjeta',
    testMode: 'Modo de prueba: no se mueve dinero real. Aprueba o rechaza para ver qué ocurre.',
    approve: 'Aprobar',
    decline: 'Rechazar',
    checkoutHeading: 'Paga de forma segura',
    pay: 'Pagar',
    continueToBank: 'Continuar a tu banco',
    redirectIntro: 'Tu banco necesita confirmar este pago.',
    approvedHeading: 'Pago confirmado',
    approvedBody: 'Gracias. Estamos confirmando tu reserva.',
    declinedHeading: 'Pago no completado',
    declinedBody: 'El pago fue rechazado. Cierra esta ventana y prueba con otra tarjeta.',
    notFoundHeading: 'Pago no encontrado',
    notFoundBody: 'Este pago no existe o ha caducado.',
    cardNumber: 'Número de tarjeta',
    cardExpiry: 'Caducidad (MM/AA)',
    cardCvc: 'CVC',
    invalidCard: 'Comprueba el número de tarjeta, la fecha de caducidad y el CVC.',
  },
  nb: {
    htmlTitle: 'Sikker betaling – Dekka testmiljø',
    heading: 'Bekreft betalingen',
    intro: 'Banken din ber deg bekrefte denne betalingen med 3-D Secure.',
    merchant: 'Brukersted',
    amount: 'Beløp',
    verification: 'Kortbekreftelse, ingen belastning nå',
    card: 'Kort',
    testMode: 'Testmodus: ingen ekte penger flyttes. Godkjenn eller avvis for å se hva som skjer.',
    approve: 'Godkjenn',
    decline: 'Avvis',
    checkoutHeading: 'Betal trygt',
    pay: 'Betal',
    continueToBank: 'Fortsett til banken din',
    redirectIntro: 'Banken din må bekrefte denne betalingen.',
    approvedHeading: 'Betalingen er bekreftet',
    approvedBody: 'Takk. Bestillingen din bekreftes nå.',
    declinedHeading: 'Betalingen ble ikke fullført',
    declinedBody: 'Betalingen ble avvist. Lukk vinduet og prøv et annet kort.',
    notFoundHeading: 'Fant ikke betalingen',
    notFoundBody: 'Denne betalingen finnes ikke eller er utløpt.',
    cardNumber: 'Kortnummer',
    cardExpiry: 'Utløpsdato (MM/ÅÅ)',
    cardCvc: 'CVC',
    invalidCard: 'Kontroller kortnummer, utløpsdato og CVC.',
  },
  da: {
    htmlTitle: 'Sikker betaling – Dekka testmiljø',
    heading: 'Bekræft betalingen',
    intro: 'Din bank beder dig bekræfte denne betaling med 3-D Secure.',
    merchant: 'Forretning',
    amount: 'Beløb',
    verification: 'Kortbekræftelse, ingen betaling nu',
    card: 'Kort',
    testMode:
      'Testtilstand: ingen rigtige penge flyttes. Godkend eller afvis for at se, hvad der sker.',
    approve: 'Godkend',
    decline: 'Afvis',
    checkoutHeading: 'Betal sikkert',
    pay: 'Betal',
    continueToBank: 'Fortsæt til din bank',
    redirectIntro: 'Din bank skal bekræfte denne betaling.',
    approvedHeading: 'Betalingen er bekræftet',
    approvedBody: 'Tak. Din booking bliver nu bekræftet.',
    declinedHeading: 'Betalingen blev ikke gennemført',
    declinedBody: 'Betalingen blev afvist. Luk vinduet, og prøv et andet kort.',
    notFoundHeading: 'Betalingen blev ikke fundet',
    notFoundBody: 'Denne betaling findes ikke eller er udløbet.',
    cardNumber: 'Kortnummer',
    cardExpiry: 'Udløbsdato (MM/ÅÅ)',
    cardCvc: 'CVC',
    invalidCard: 'Kontrollér kortnummer, udløbsdato og CVC.',
  },
};
