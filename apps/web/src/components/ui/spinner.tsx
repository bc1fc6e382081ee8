import { useTranslation } from '../../lib/translation';
import './spinner.css';

interface SpinnerProps {
  /** Announced to screen readers; defaults to "Loading". */
  label?: string;
  size?: 'small' | 'large';
}

export function Spinner({ label, size = 'small' }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span
      className={`spinner spinner--${size}`}
      role="status"
      aria-label={label ?? t('app.loading')}
    />
  );
}
