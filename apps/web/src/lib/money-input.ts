/**
 * An amount as someone types it, in major units, → minor units of a currency with `exponent`
 * decimals (ISK 0, EUR 2; lib/locale-format CURRENCY_EXPONENTS); null when it is not an amount.
 * Spaces and group separators are ignored; a currency with cents takes them after a comma or a
 * point ("49,50", "49.5"). Without cents (ISK) every digit counts: "10.000" is ten thousand.
 */
export function parseAmount(text: string, exponent: number): number | null {
  const compact = text.replace(/[\s\u00a0']/g, '');
  if (compact === '') return null;
  if (exponent === 0) {
    if (!/^\d+$/.test(compact) && !/^\d{1,3}([.,]\d{3})+$/.test(compact)) return null;
    return Number(compact.replace(/[.,]/g, ''));
  }
  const match = /^(\d{1,3}(?:[.,]\d{3})+|\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const whole = Number((match[1] ?? '').replace(/[.,]/g, ''));
  const cents = (match[2] ?? '').padEnd(exponent, '0');
  return whole * 10 ** exponent + Number(cents || '0');
}
