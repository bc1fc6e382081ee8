import { useId } from 'react';
import { useTranslation } from '../../lib/translation';
import { useSiteSettings } from '../../lib/api/get-settings';
import { offeredLanguages } from '@dekka/contracts/languages';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES } from '../../lib/languages';

/** A native select: the most dependable control on phones, and fully keyboard accessible. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const { displayCountry } = useSiteSettings();
  const id = useId();
  const languages = offeredLanguages(displayCountry);

  return (
    <div className="language-select">
      <label className="visually-hidden" htmlFor={id}>
        {t('header.language')}
      </label>
      <svg
        className="language-select__icon"
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        focusable="false"
      >
        <g fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
        </g>
      </svg>
      <select
        id={id}
        className="language-select__control"
        value={i18n.resolvedLanguage ?? DEFAULT_LANGUAGE}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
