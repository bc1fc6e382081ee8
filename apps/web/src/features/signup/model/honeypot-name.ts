const FALLBACK_NAME = 'b_dekka_newsletter';

/**
 * The hidden anti-bot field's name. Mailchimp-style hosted forms expect `b_{u}_{id}` built from
 * the form URL's `u` and `id` parameters and drop any submission that fills it in; other
 * providers ignore unknown fields, so a fixed name is a harmless fallback.
 */
export function honeypotName(formUrl: string): string {
  try {
    const params = new URL(formUrl).searchParams;
    const user = params.get('u');
    const list = params.get('id');
    return user && list ? `b_${user}_${list}` : FALLBACK_NAME;
  } catch {
    return FALLBACK_NAME;
  }
}
