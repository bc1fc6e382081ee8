import { TextField } from '../../../components/text-field';
import type { TranslationKey } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import type { BookingDraft } from '../model/staff-booking';
import type { GuestTarget } from '../api/guests-api';
import { GuestSuggestions } from './guest-suggestions';
import { TextAreaField } from './text-area-field';

type Contact = Pick<
  BookingDraft,
  'firstName' | 'lastName' | 'phone' | 'email' | 'specialRequest' | 'internalNote'
>;

export const NO_CONTACT: Contact = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  specialRequest: '',
  internalNote: '',
};

interface ContactFieldsProps {
  /** The form's id, which the fields' ids start with. */
  id: string;
  value: Contact;
  emailError: TranslationKey | undefined;
  onChange: (contact: Contact) => void;
  /** Where the restaurant's known guests are looked up as the phone number is typed. */
  lookup?: GuestTarget | undefined;
}

/**
 * Who the booking is for (all optional: a walk-in rarely says), the guest's own request and the
 * staff's note, which the guest never sees. The limits are the server's (StaffBookingRequest).
 */
export function ContactFields({ id, value, emailError, onChange, lookup }: ContactFieldsProps) {
  const { t } = useTranslation();
  const set = (field: keyof Contact) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  return (
    <fieldset className="guest-form__group">
      <legend className="field__label">{t('staff.guestList.booking.guest')}</legend>
      <div className="guest-form__row">
        <TextField
          id={`${id}-first`}
          label={t('staff.guestList.form.firstName')}
          autoComplete="off"
          maxLength={100}
          value={value.firstName}
          onChange={set('firstName')}
        />
        <TextField
          id={`${id}-last`}
          label={t('staff.guestList.form.lastName')}
          autoComplete="off"
          maxLength={100}
          value={value.lastName}
          onChange={set('lastName')}
        />
        <TextField
          id={`${id}-phone`}
          label={t('staff.guestList.form.phone')}
          type="tel"
          autoComplete="off"
          maxLength={50}
          value={value.phone}
          onChange={set('phone')}
        />
        <TextField
          id={`${id}-email`}
          label={t('staff.guestList.form.email')}
          type="email"
          autoComplete="off"
          maxLength={320}
          value={value.email}
          error={emailError}
          onChange={set('email')}
        />
      </div>
      {lookup && (
        <GuestSuggestions
          target={lookup}
          phone={value.phone}
          onUse={(guest) => {
            const [first = '', ...rest] = guest.name.split(' ');
            onChange({
              ...value,
              firstName: first,
              lastName: rest.join(' '),
              phone: guest.phone ?? value.phone,
              email: guest.email ?? value.email,
            });
          }}
        />
      )}
      <TextAreaField
        id={`${id}-request`}
        label={t('staff.guestList.form.request')}
        maxLength={500}
        value={value.specialRequest}
        onChange={set('specialRequest')}
      />
      <TextAreaField
        id={`${id}-note`}
        label={t('staff.guestList.details.internalNote')}
        help={t('staff.guestList.form.noteHelp')}
        maxLength={500}
        value={value.internalNote}
        onChange={set('internalNote')}
      />
    </fieldset>
  );
}
