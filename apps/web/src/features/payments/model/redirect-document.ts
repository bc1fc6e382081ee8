import DOMPurify from 'dompurify';

/**
 * The complete result's redirectHtml is a provider's "continue to your bank" form (a GET or POST
 * form with hidden fields and a submit button). It is shown in the payment dialog's frame through
 * `srcdoc`, so it is sanitized first: scripts, event handlers, styles and frames go; the form,
 * its inputs and buttons stay. DOMPurify keeps `form` and `input` by default; `action` and
 * `method` must be allowed explicitly, and `target` is dropped so the form always navigates
 * the sandboxed frame, never the page.
 */
const CONFIG = {
  ADD_TAGS: ['form'],
  ADD_ATTR: ['action', 'method', 'enctype', 'accept-charset'],
  FORBID_TAGS: ['style', 'link', 'meta', 'base', 'iframe', 'frame', 'object', 'embed'],
  FORBID_ATTR: ['target', 'formtarget', 'style'],
};

export function sanitizeRedirectHtml(html: string): string {
  return DOMPurify.sanitize(html, CONFIG);
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
