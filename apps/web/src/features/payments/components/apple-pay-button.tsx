import { useTranslation } from '../../../lib/translation';
import './apple-pay-button.css';

/**
 * Apple's own button: in Safari the system draws it (`-apple-pay-button`, Apple's artwork in the
 * page's language); elsewhere, where Apple Pay is never offered but tests run, the same button
 * shows its words on black. Its accessible name is the same everywhere.
 */
export function ApplePayButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="apple-pay">
      <button
        type="button"
        className="apple-pay__button"
        lang={i18n.language}
        aria-label={t('complete.applePay')}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={onClick}
      >
        {/* A name, the same in every language. */}
        <span className="apple-pay__text" aria-hidden="true">
          Apple Pay
        </span>
      </button>
      <p className="apple-pay__or" aria-hidden="true">
        {t('complete.orCard')}
      </p>
    </div>
  );
}
