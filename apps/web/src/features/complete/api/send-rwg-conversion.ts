/**
 * Reports a completed booking to Reserve with Google (docs/product.md, "The API": conversion_partner_id and
 * rwg_token). Best effort: the booking is made whatever Google answers, so failures are swallowed
 * rather than shown. keepalive lets the request finish while the page moves to the confirmation.
 */
export async function sendRwgConversion(options: {
  url: string;
  partnerId: string | null;
  token: string;
}): Promise<void> {
  const body = JSON.stringify({
    conversion_partner_id: options.partnerId ?? '',
    rwg_token: options.token,
  });
  try {
    await fetch(options.url, {
      method: 'POST',
      body,
      keepalive: true,
      // A simple request (no preflight): Google's collector accepts text bodies.
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    });
  } catch {
    // Network failure or CSP refusal: nothing the diner can or should do about it.
  }
}
