import { hasIntlData } from '../../../lib/locale-format';
import { i18n } from '../../../lib/i18n';

/**
 * `YYYY-MM` → "December 2026" / "desember 2026": when a published rating's visit was, which is
 * all a rating says of when. Without the browser's data for the language, its own month names.
 */
export function formatVisitMonth(month: string, language: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  if (hasIntlData(language)) {
    return new Intl.DateTimeFormat(language, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(year, number - 1, 1)));
  }
  const names = i18n.getFixedT(language)('calendar.monthsLong').split(',');
  return `${names[number - 1] ?? month} ${year}`;
}
