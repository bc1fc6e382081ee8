import { type Language, SUPPORTED_LANGUAGES } from '@dekka/contracts/languages';
import type { ProfileTexts } from '@dekka/contracts/restaurant-profile';
import type { TranslationKey } from '../../../lib/i18n';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { useTranslation } from '../../../lib/translation';

const FIELDS = ['description', 'confirmationNote'] as const;

/** A language's name in the page's language ("Icelandic", "íslenska"). */
export function useLanguageName() {
  const { i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  return (language: Language) => names.of(language) ?? language;
}

/**
 * The restaurant's texts, one language at a time: a radio group picks the language (the
 * restaurant's own first), and the description and confirmation note of that language show
 * below it, the note with a preview of what survives the sanitizer.
 */
export function ProfileTextsFields(props: {
  texts: Record<Language, ProfileTexts>;
  own: Language;
  editing: Language;
  errors: Record<string, TranslationKey>;
  fieldId: (path: string) => string;
  onEditing: (language: Language) => void;
  onChange: (language: Language, texts: ProfileTexts) => void;
}) {
  const { t } = useTranslation();
  const nameOf = useLanguageName();
  const languages = [props.own, ...SUPPORTED_LANGUAGES.filter((l) => l !== props.own)];
  const texts = props.texts[props.editing];
  const note = sanitizeHtml(texts.confirmationNote);
  return (
    <fieldset className="settings-group">
      <legend>{t('staff.settings.profile.texts')}</legend>
      <p className="settings-field__hint">
        {t('staff.settings.profile.textsIntro', { language: nameOf(props.own) })}
      </p>
      <fieldset className="settings-choice settings-choice--row">
        <legend>{t('staff.settings.profile.language')}</legend>
        {languages.map((language) => (
          <label key={language}>
            <input
              type="radio"
              name="profile-language"
              value={language}
              checked={props.editing === language}
              onChange={() => props.onEditing(language)}
            />
            {language === props.own
              ? t('staff.settings.profile.own', { language: nameOf(language) })
              : nameOf(language)}
          </label>
        ))}
      </fieldset>
      {FIELDS.map((field) => {
        const path = `texts.${props.editing}.${field}`;
        const id = props.fieldId(path);
        const error = props.errors[path];
        const hint = field === 'description' ? 'descriptionHint' : 'noteHint';
        return (
          <div key={field} className="field settings-field">
            <label className="field__label" htmlFor={id}>
              {t(`staff.settings.profile.${field}`)} ({nameOf(props.editing)})
            </label>
            <div className="field__frame">
              <textarea
                id={id}
                lang={props.editing}
                className="field__input field__input--textarea"
                rows={field === 'description' ? 5 : 4}
                value={texts[field]}
                aria-invalid={error ? true : undefined}
                aria-describedby={[error ? `${id}-error` : '', `${id}-hint`].join(' ').trim()}
                onChange={(event) =>
                  props.onChange(props.editing, { ...texts, [field]: event.target.value })
                }
              />
            </div>
            <p id={`${id}-hint`} className="settings-field__hint">
              {t(`staff.settings.profile.${hint}`)}
            </p>
            {error && (
              <p id={`${id}-error`} className="field__error">
                {t(error)}
              </p>
            )}
          </div>
        );
      })}
      {note && (
        <section className="settings-preview" aria-label={t('staff.settings.profile.preview')}>
          <div lang={props.editing} dangerouslySetInnerHTML={{ __html: note }} />
        </section>
      )}
    </fieldset>
  );
}
