import { describe, expect, it } from 'vitest';
import { redirectDocument, sanitizeRedirectHtml } from './redirect-document';

// The sandbox provider's redirectHtml (apps/server/src/modules/payments/sandbox-pages.ts), and
// the POST shape a real 3-D Secure gateway returns.
const SANDBOX = `<form method="get" action="/api/payments/sandbox/challenge/ref_1" data-dekka-3ds="redirect">
<input type="hidden" name="lng" value="is"><p>Áfram í bankann</p>
<button type="submit">Áfram</button></form>`;
const GATEWAY = `<form method="post" action="https://acs.bank.example/3ds" target="_top" onsubmit="steal()">
<input type="hidden" name="PaReq" value="eJx"><input type="hidden" name="TermUrl" value="https://dekka.is/cb">
<input type="submit" value="Continue"></form><script>document.forms[0].submit()</script>`;

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('sanitizeRedirectHtml', () => {
  it('keeps the form, its action, method, inputs and button', () => {
    const doc = parse(sanitizeRedirectHtml(SANDBOX));
    const form = doc.querySelector('form');
    expect(form?.getAttribute('action')).toBe('/api/payments/sandbox/challenge/ref_1');
    expect(form?.getAttribute('method')).toBe('get');
    expect(doc.querySelector('input[name="lng"]')?.getAttribute('value')).toBe('is');
    expect(doc.querySelector('button[type="submit"]')?.textContent).toBe('Áfram');
  });

  it('drops scripts, handlers and targets, and keeps a POST form with its hidden fields', () => {
    const clean = sanitizeRedirectHtml(GATEWAY);
    const doc = parse(clean);
    expect(clean).not.toMatch(/script|onsubmit|target|steal/);
    const form = doc.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('https://acs.bank.example/3ds');
    expect(doc.querySelectorAll('input[type="hidden"]')).toHaveLength(2);
    expect(doc.querySelector('input[type="submit"]')).not.toBeNull();
  });

  it('drops javascript: actions', () => {
    const doc = parse(
      sanitizeRedirectHtml('<form action="javascript:alert(1)"><button>Go</button></form>'),
    );
    expect(doc.querySelector('form')?.hasAttribute('action')).toBe(false);
  });
});

describe('redirectDocument', () => {
  it('is a whole document in the diner’s language', () => {
    const doc = parse(redirectDocument(SANDBOX, 'is'));
    expect(doc.documentElement.lang).toBe('is');
    expect(doc.querySelector('form')).not.toBeNull();
  });

  it('never writes an odd language tag into the markup', () => {
    expect(redirectDocument(SANDBOX, '"><script>')).toContain('lang="en"');
  });
});
