import { sanitizeHtml } from '../../../lib/sanitize-html';
import type { Allowlist } from '../../../lib/sanitize-html';

/**
 * The complete result's redirectHtml is a provider's "continue to your bank" form (a GET or POST
 * form with hidden fields and a submit button). It is shown in the payment dialog's frame through
 * `srcdoc`, so it is sanitized first: scripts, event handlers, styles and frames go; the form,
 * its inputs and buttons stay, and the form's `action` only if it is a web address. There is no
 * `target`, so the form always navigates the sandboxed frame, never the page.
 */
const REDIRECT_FORM: Allowlist = {
  form: ['action', 'method', 'enctype', 'accept-charset'],
  input: ['type', 'name', 'value', 'id'],
  button: ['type', 'name', 'value'],
  label: ['for'],
  p: [],
  div: [],
  span: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  h1: [],
  h2: [],
  h3: [],
};

export function sanitizeRedirectHtml(html: string): string {
  return sanitizeHtml(html, REDIRECT_FORM);
}

// The frame gets none of the app's stylesheets; this keeps the bank form readable on a phone.
const FRAME_STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;
padding:24px;color:#1f1a17;line-height:1.5}form{max-width:420px;margin:0 auto}
button,input[type=submit]{font:inherit;font-weight:600;padding:12px 20px;border-radius:8px;
border:0;background:#b7410e;color:#fff;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #1f1a17;outline-offset:2px}`;

/** A whole document for the frame's `srcdoc`: the sanitized markup in the diner's language. */
export function redirectDocument(html: string, language: string): string {
  const lang = /^[a-z]{2}(-[A-Za-z]{2})?$/.test(language) ? language : 'en';
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<style>${FRAME_STYLE}</style></head><body>${sanitizeRedirectHtml(html)}</body></html>`
  );
}
