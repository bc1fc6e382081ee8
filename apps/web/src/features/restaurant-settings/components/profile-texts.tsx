import { type Language, SUPPORTED_LANGUAGES } from '@dekka/contracts/languages';
import type { ProfileTexts } from '@dekka/contracts/restaurant-profile';
import type { TranslationKey } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import { RichTextField } from '../form-kit/rich-text-field';

/**
 * A language's name in the page's language ("Icelandic", "íslenska"): from the site's own strings,
 * since a browser's Intl.DisplayNames may know the names in English only.
 */
export function useLanguageName() {
  const { t } = useTranslation();
  return (language: Language) => t(`staff.settings.profile.languages.${language}`);
}

/** One text of each language: its label (the language's name is added), hint and height. */
export type LanguageTextField<F extends string> = {
  key: F;
  label: string;
  hint: string;
  rows: number;
  /** A one-line text (a name): an input rather than a text area. */
  singleLine?: boolean;
  /** HTML, written with the rich-text editor (bold, italics, lists, links). */
  html?: boolean;
};

/**
 * Texts written in each language, one language at a time: a radio group picks the language (the
 * restaurant's own first), and that language's fields show below it, each HTML field in the
 * rich-text editor (which shows what is saved). Used by the profile, the payment policy, and the
 * menus' and events' texts.
 */
export function LanguageTextsFields<F extends string>(props: {
  legend: string;
  intro: string;
  /** The radio group's name, unique on the page. */
  name: string;
  fields: readonly LanguageTextField<F>[];
  texts: Record<Language, Record<F, string>>;
  own: Language;
  editing: Language;
  errors: Record<string, TranslationKey>;
  /** Where a field's error is found (`texts.en.description`). */
  pathOf: (language: Language, field: F) => string;
  fieldId: (path: string) => string;
  onEditing: (language: Language) => void;
  onChange: (language: Language, texts: Record<F, string>) => void;
}) {
  const { t } = useTranslation();
  const nameOf = useLanguageName();
  const languages = [props.own, ...SUPPORTED_LANGUAGES.filter((l) => l !== props.own)];
  const texts = props.texts[props.editing];
  return (
    <fieldset className="settings-group">
      <legend>{props.legend}</legend>
      <p className="settings-field__hint">{props.intro}</p>
      <fieldset className="settings-choice settings-choice--row">
        <legend>{t('staff.settings.profile.language')}</legend>
        {languages.map((language) => (
          <label key={language}>
            <input
              type="radio"
              name={props.name}
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
      {props.fields.map((field) => {
        const id = props.fieldId(props.pathOf(props.editing, field.key));
        const error = props.errors[props.pathOf(props.editing, field.key)];
        const label = `${field.label} (${nameOf(props.editing)})`;
        const describedBy = [error ? `${id}-error` : '', `${id}-hint`].join(' ').trim();
        const input = {
          id,
          lang: props.editing,
          value: texts[field.key],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
        };
        const change = (value: string) =>
          props.onChange(props.editing, { ...texts, [field.key]: value });
        return (
          // A field of each language afresh: the editor's undo history is the language's own.
          <div key={`${field.key}-${props.editing}`} className="field settings-field">
            {field.html ? (
              <RichTextField
                id={id}
                label={label}
                lang={props.editing}
                value={texts[field.key]}
                rows={field.rows}
                invalid={Boolean(error)}
                describedBy={describedBy}
                onChange={change}
              />
            ) : (
              <>
                <label className="field__label" htmlFor={id}>
                  {label}
                </label>
                <div className="field__frame">
                  {field.singleLine ? (
                    <input
                      {...input}
                      className="field__input"
                      onChange={(event) => change(event.target.value)}
                    />
                  ) : (
                    <textarea
                      {...input}
                      className="field__input field__input--textarea"
                      rows={field.rows}
                      onChange={(event) => change(event.target.value)}
                    />
                  )}
                </div>
              </>
            )}
            <p id={`${id}-hint`} className="settings-field__hint">
              {field.hint}
            </p>
            {error && (
              <p id={`${id}-error`} className="field__error">
                {t(error)}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

/** The profile's texts: the description (plain text) and the confirmation note (HTML). */
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
  return (
    <LanguageTextsFields
      {...props}
      legend={t('staff.settings.profile.texts')}
      intro={t('staff.settings.profile.textsIntro', { language: nameOf(props.own) })}
      name="profile-language"
      pathOf={(language, field) => `texts.${language}.${field}`}
      fields={[
        {
          key: 'description',
          label: t('staff.settings.profile.description'),
          hint: t('staff.settings.profile.descriptionHint'),
          rows: 5,
        },
        {
          key: 'confirmationNote',
          label: t('staff.settings.profile.confirmationNote'),
          hint: t('staff.settings.profile.noteHint'),
          rows: 4,
          html: true,
        },
      ]}
    />
  );
}
