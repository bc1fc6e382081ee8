import { isLanguage, type Language } from '@dekka/contracts/languages';
import { useState } from 'react';
import type { FieldErrors, Parsed } from '../model/field-errors';

const NONE: FieldErrors = {};

/** A field's element id in a form: the form's `useId()` and the field's path, dots as dashes. */
export const idOf = (formId: string, path: string) => `${formId}-${path.replaceAll('.', '-')}`;

/**
 * A settings form's errors: its own (from the last save the form refused to send) over the ones
 * the server refused, and a count that changes on every refusal so the error summary takes the
 * focus again. `clear` forgets the form's own (a form set back to its defaults).
 */
export function useFormErrors(refused: FieldErrors = NONE) {
  const [errors, setErrors] = useState<FieldErrors>(NONE);
  const [attempt, setAttempt] = useState(0);
  return {
    shown: { ...refused, ...errors },
    attempt: attempt + Object.keys(refused).length,
    /** The body to send, or null when the draft has errors (and they are shown). */
    check<T>(parsed: Parsed<T>): T | null {
      setErrors(parsed.ok ? NONE : parsed.errors);
      setAttempt((n) => n + 1);
      return parsed.ok ? parsed.body : null;
    },
    clear: () => setErrors(NONE),
  };
}

/**
 * The language of the first error in a text: `is` of `texts.is.name` or
 * `optionGroups.0.texts.is.name` (`texts` being the form's field of texts by language).
 */
function languageOfTexts(errors: FieldErrors, texts: string): Language | undefined {
  const path = Object.keys(errors).find(
    (candidate) => candidate.startsWith(`${texts}.`) || candidate.includes(`.${texts}.`),
  );
  const language = path?.split(`${texts}.`)[1]?.split('.')[0];
  return language && isLanguage(language) ? language : undefined;
}

/**
 * The errors of a form with texts in every language, and the language whose texts are shown
 * (the restaurant's own at first). A text missing or too long in a language shows that
 * language, so its message is on screen.
 */
export function useTextsFormState(
  own: Language,
  options: {
    /** What the server refused, by field. */
    refused?: FieldErrors;
    /** The field that holds the texts by language (`policyTexts.is`). */
    texts?: string;
  } = {},
) {
  const { refused = NONE, texts = 'texts' } = options;
  const form = useFormErrors(refused);
  const [editing, setEditing] = useState<Language>(own);
  return {
    ...form,
    editing,
    setEditing,
    check<T>(parsed: Parsed<T>): T | null {
      const language = parsed.ok ? undefined : languageOfTexts(parsed.errors, texts);
      if (language) setEditing(language);
      return form.check(parsed);
    },
  };
}
