import { formatMinorUnits } from '@dekka/contracts/money';
import type { Language } from '../../languages.ts';
import { sandboxPageText, type SandboxPageText } from './sandbox-page-text.ts';

/** Where the sandbox's pages live; the callback is the provider callback the form posts to. */
export const SANDBOX_BASE = '/api/payments/sandbox';
export const SANDBOX_CALLBACK_PATH = `${SANDBOX_BASE}/callback`;

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// Inline styles only: the app's CSP allows inline styles but no inline scripts, and these pages
// need no script at all (plain form posts), so they work framed inside the payment dialog.
const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;padding:24px;
color:#1f2933;background:#fff;line-height:1.5}
main{max-width:420px;margin:0 auto}
h1{font-size:1.4rem;margin:0 0 12px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:16px 0}
dt{font-weight:600}dd{margin:0}
.note{font-size:.9rem;color:#52606d;background:#f5f7fa;padding:8px 12px;border-radius:6px}
.actions{display:flex;gap:12px;margin-top:20px;flex-wrap:wrap}
button{font:inherit;font-weight:600;padding:12px 20px;border-radius:6px;border:2px solid #b7410e;
cursor:pointer;min-width:120px}
button:focus-visible{outline:3px solid #1f2933;outline-offset:2px}
.approve{background:#b7410e;color:#fff}.decline{background:#fff;color:#b7410e}`;

function page(language: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

export type ChallengeView = {
  reference: string;
  amount: number;
  currency: string;
  merchantName: string;
  /** Null on a hosted checkout that has not taken the card yet. */
  cardBrand: string | null;
  cardLast4: string | null;
  embedded: boolean;
};

const CARD_INPUT_STYLE =
  'display:block;width:100%;box-sizing:border-box;font:inherit;padding:10px;margin:4px 0 12px;border:1px solid #7b8794;border-radius:6px';

/** The hosted checkout's own card fields (external payment form): autocomplete-friendly. */
function cardFields(text: SandboxPageText): string {
  const field = (name: string, label: string, autocomplete: string, size: number) =>
    `<label for="${name}">${escapeHtml(label)}</label>` +
    `<input id="${name}" name="${name}" inputmode="numeric" autocomplete="${autocomplete}" maxlength="${size}" style="${CARD_INPUT_STYLE}">`;
  return (
    field('cardNumber', text.cardNumber, 'cc-number', 23) +
    field('cardExpiry', text.cardExpiry, 'cc-exp', 7) +
    field('cardCvc', text.cardCvc, 'cc-csc', 4)
  );
}

/** The issuer's 3-D Secure page (or the embedded checkout): approve or decline posts back. */
export function renderChallengePage(
  view: ChallengeView,
  language: Language,
  options: { invalidCard?: boolean } = {},
): string {
  const text = sandboxPageText[language];
  const collectsCard = view.cardLast4 === null;
  const card = collectsCard
    ? ''
    : `<dt>${escapeHtml(text.card)}</dt><dd>${escapeHtml(view.cardBrand ?? '')} •••• ${escapeHtml(view.cardLast4 ?? '')}</dd>`;
  const error = options.invalidCard
    ? `<p role="alert" style="color:#b00020;font-weight:600">${escapeHtml(text.invalidCard)}</p>`
    : '';
  const amount =
    view.amount > 0
      ? escapeHtml(formatMinorUnits(view.amount, view.currency, language))
      : escapeHtml(text.verification);
  const heading = view.embedded ? text.checkoutHeading : text.heading;
  return page(
    language,
    text.htmlTitle,
    `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text.intro)}</p>
<dl><dt>${escapeHtml(text.merchant)}</dt><dd>${escapeHtml(view.merchantName)}</dd>
<dt>${escapeHtml(text.amount)}</dt><dd>${amount}</dd>
${card}</dl>
<p class="note">${escapeHtml(text.testMode)}</p>
${error}<form method="post" action="${SANDBOX_CALLBACK_PATH}">
${collectsCard ? cardFields(text) : ''}
<input type="hidden" name="reference" value="${escapeHtml(view.reference)}">
<input type="hidden" name="lng" value="${language}">
<div class="actions">
<button type="submit" name="action" value="approve" class="approve">${escapeHtml(view.embedded ? text.pay : text.approve)}</button>
<button type="submit" name="action" value="decline" class="decline">${escapeHtml(text.decline)}</button>
</div></form>`,
  );
}

export function renderResultPage(
  outcome: 'approved' | 'declined' | 'not_found',
  language: Language,
): string {
  const text = sandboxPageText[language];
  const [heading, body] =
    outcome === 'approved'
      ? [text.approvedHeading, text.approvedBody]
      : outcome === 'declined'
        ? [text.declinedHeading, text.declinedBody]
        : [text.notFoundHeading, text.notFoundBody];
  return page(
    language,
    text.htmlTitle,
    `<h1 data-outcome="${outcome}">${escapeHtml(heading)}</h1><p role="status">${escapeHtml(body)}</p>`,
  );
}

/**
 * The complete result's redirectHtml: a gateway's "continue to your bank" form, as real
 * providers return. It carries no inline script (the SPA's CSP forbids them and the client
 * sanitizes server HTML); the client renders it in the payment dialog and the diner presses the
 * button, or the client submits the form itself. Relative action: same origin as the API.
 */
export function renderRedirectHtml(
  reference: string,
  language: Language,
  page: 'challenge' | 'checkout' = 'challenge',
): string {
  const text = sandboxPageText[language];
  return `<form method="get" action="${SANDBOX_BASE}/${page}/${encodeURIComponent(reference)}" data-dekka-3ds="redirect">
<input type="hidden" name="lng" value="${language}">
<p>${escapeHtml(text.redirectIntro)}</p>
<button type="submit">${escapeHtml(text.continueToBank)}</button>
</form>`;
}

/**
 * The same form, leading to the embedded checkout of a payment id: for answers that carry no
 * paymentId of their own (a gift card purchase), so the payment dialog shows it like a bank page.
 */
export function renderCheckoutRedirectHtml(paymentId: string, language: Language): string {
  return renderRedirectHtml(paymentId, language, 'checkout');
}
