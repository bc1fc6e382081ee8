import type { GiftCardCheckResponse } from '@dekka/contracts/gift-card';
import { useMutation } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import { TextField } from '../../../components/text-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { reportError } from '../../../lib/error-reporting';
import {
  formatGiftCardCode,
  isGiftCardCode,
  normalizeGiftCardCode,
} from '@dekka/contracts/gift-card-code';
import type { TranslationKey } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/locale-format';
import { useTranslation } from '../../../lib/translation';
import './gift-card-option.css';

/** A gift card the check said pays toward what is due (a prepayment, a food order). */
export interface AppliedGiftCard {
  code: string;
  /** Minor units it pays: min(balance, what is due). */
  applies: number;
}

export interface GiftCardOptionProps {
  /** Asks the server what the code would pay here (api/check-gift-card.ts). */
  check: (code: string) => Promise<GiftCardCheckResponse>;
  currency: string;
  /** What the gift card pays toward: a booking's prepayment, an order's total. */
  due: number;
  applied: AppliedGiftCard | null;
  onApplied: (applied: AppliedGiftCard | null) => void;
  /** The line above the field; the booking's words unless given. */
  intro?: TranslationKey;
  /** Words for refusals that name what is paid (the booking's unless given). */
  reasons?: Partial<Record<RefusalReason, TranslationKey>>;
}

type RefusalReason = NonNullable<GiftCardCheckResponse['reason']>;

const REASONS = {
  used: 'giftCard.check.reasons.used',
  expired: 'giftCard.check.reasons.expired',
  other_restaurant: 'giftCard.check.reasons.other_restaurant',
  other_currency: 'giftCard.check.reasons.other_currency',
  nothing_to_pay: 'giftCard.check.reasons.nothing_to_pay',
} as const satisfies Record<RefusalReason, TranslationKey>;

/** Why a code was turned away, in the diner's words. */
function refusal(error: unknown): TranslationKey {
  if (error instanceof ApiError) {
    if (error.status === 404) return 'giftCard.errors.gift_card_not_found';
    if (error.status === 400) return 'giftCard.status.malformed';
    if (error.status === 429) return 'giftCard.tooMany';
  }
  return 'giftCard.check.failed';
}

/**
 * The code and Apply: the check says what the card pays ("The gift card pays 10.000 kr.,
 * 15.800 kr. by card") or why it cannot be used here. An applied card can be removed. The
 * complete (or order payment) request then carries its code; nothing is taken from it until
 * the booking is made or the order paid. Shared by the complete page and the order checkout.
 */
export function GiftCardOption({
  check: checkCode,
  currency,
  due,
  applied,
  onApplied,
  intro = 'giftCard.check.intro',
  reasons,
}: GiftCardOptionProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const fieldId = `${id}-code`;
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const check = useMutation({
    mutationFn: checkCode,
    onSuccess: (answer, typed) => {
      if (answer.applies > 0)
        onApplied({ code: normalizeGiftCardCode(typed), applies: answer.applies });
    },
    onError: (error) => {
      // An unknown or refused code is an answer; only what nobody expected is reported.
      if (refusal(error) === 'giftCard.check.failed') reportError(error);
    },
  });

  function apply() {
    if (check.isPending) return;
    if (!isGiftCardCode(code)) {
      check.reset();
      setInvalid(true);
      document.getElementById(fieldId)?.focus();
      return;
    }
    setInvalid(false);
    check.mutate(code);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter applies the code; it must not send the form around it.
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
  }

  if (applied) {
    const rest = due - applied.applies;
    return (
      <div className="gift-option">
        <p className="gift-option__applied" role="status">
          <span className="gift-option__code">{formatGiftCardCode(applied.code)}</span>{' '}
          {rest > 0
            ? t('giftCard.check.pays', { giftCard: money(applied.applies), card: money(rest) })
            : t('giftCard.check.paysAll', { giftCard: money(applied.applies) })}
        </p>
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              check.reset();
              setCode('');
              onApplied(null);
            }}
          >
            {t('giftCard.check.remove')}
          </Button>
        </div>
      </div>
    );
  }

  const refused = check.data?.applies === 0 ? (check.data.reason ?? 'nothing_to_pay') : null;
  const error: TranslationKey | undefined = invalid
    ? code.trim() === ''
      ? 'giftCard.status.required'
      : 'giftCard.status.malformed'
    : check.isError
      ? refusal(check.error)
      : undefined;
  return (
    <div className="gift-option">
      <p className="gift-option__intro">{t(intro)}</p>
      <div className="gift-option__row">
        <TextField
          id={fieldId}
          label={t('giftCard.status.codeLabel')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={code}
          error={error}
          onChange={(event) => {
            setCode(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={onKeyDown}
        />
        <Button
          variant="secondary"
          className="gift-option__apply"
          disabled={check.isPending}
          aria-busy={check.isPending || undefined}
          onClick={apply}
        >
          {check.isPending && <Spinner label={t('giftCard.check.checking')} />}
          {t('giftCard.check.apply')}
        </Button>
      </div>
      {refused && <Alert tone="info">{t(reasons?.[refused] ?? REASONS[refused])}</Alert>}
    </div>
  );
}
