/**
 * Enough of an address for its owner to spot a typo, not enough to read it off a forwarded
 * link: the first two characters of the local part and the whole domain.
 */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length - 1) || 1)}•••${email.slice(at)}`;
}
