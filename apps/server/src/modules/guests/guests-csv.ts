import type { GuestSummary } from '@dekka/contracts/guests';

const HEADER = ['name', 'email', 'phone', 'tags', 'allergies', 'visits', 'last_visit'];

/**
 * One CSV field: quoted when it holds a comma, quote or line break, and a text that a
 * spreadsheet would run as a formula (=, +, -, @ first) starts with an apostrophe, so a guest's
 * name cannot run anything on the computer that opens the export.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The guests as a CSV file, a header row first, lines ending in CRLF (RFC 4180). */
export function guestsCsv(guests: readonly GuestSummary[]): string {
  const lines = [HEADER.join(',')];
  for (const guest of guests) {
    lines.push(
      [
        guest.name,
        guest.email,
        guest.phone,
        guest.tags.join(' '),
        guest.allergies,
        guest.visits,
        guest.lastVisit,
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
