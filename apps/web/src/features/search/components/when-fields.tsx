import { useTranslation } from '../../../lib/translation';
import { WhenPicker } from '../../../components/when-picker';
import { MAX_GUESTS } from '../../../lib/search-time';
import { splitDateTime } from '../model/search-params';

interface WhenFieldsProps {
  guests: number;
  dateTime: string;
  onChange: (value: { guests: number; dateTime: string }) => void;
}

const FIELDS = ['guests', 'date', 'time'] as const;

/** Party size, date and time (quarter hours), as the search pages and the home form ask them. */
export function WhenFields({ guests, dateTime, onChange }: WhenFieldsProps) {
  const { t } = useTranslation();
  return (
    <WhenPicker
      layout="form"
      fields={FIELDS}
      value={{ ...splitDateTime(dateTime), guests }}
      onChange={(when) => onChange({ guests: when.guests, dateTime: `${when.date}T${when.time}` })}
      labels={{
        guests: t('search.form.guests'),
        date: t('search.form.date'),
        time: t('search.form.time'),
      }}
      maxGuests={MAX_GUESTS}
      guestLabel={(count) => t('search.form.guestCount', { count })}
    />
  );
}
