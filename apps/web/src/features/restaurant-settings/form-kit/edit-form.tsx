import { type ComponentProps, type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';
import { ErrorSummary } from './error-summary';
import { SaveButton } from './save-button';

/**
 * A form that adds or changes one row of a settings list, in a card: its heading, the summary of
 * what stops the save, the fields, then save and cancel. Sent without the browser's own checks:
 * the form checks the contract's rules itself.
 *
 * The heading takes the focus when the form opens (the button that opened it is gone), so a
 * screen reader says which form this is and the keyboard goes on from there.
 */
export function EditForm(
  props: ComponentProps<typeof ErrorSummary> &
    ComponentProps<typeof FormActions> & {
      title: string;
      onSubmit: () => void;
      children: ReactNode;
    },
) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <form
      className="settings-form card"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
      noValidate
    >
      <h3 ref={heading} tabIndex={-1} className="settings-form__title">
        {props.title}
      </h3>
      <ErrorSummary errors={props.errors} attempt={props.attempt} />
      {props.children}
      <FormActions save={props.save} saving={props.saving} onCancel={props.onCancel} />
    </form>
  );
}

/** An add-or-change form's buttons: save (waits while saving) and cancel (closes unsaved). */
export function FormActions(props: { save: string; saving: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="settings-actions">
      <SaveButton label={props.save} saving={props.saving} />
      <Button variant="secondary" onClick={props.onCancel}>
        {t('staff.settings.cancel')}
      </Button>
    </div>
  );
}
