import type { UpsellResponse } from '@dekka/contracts/upsell';
import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../components/ui/button';
import { formatDayShort, formatMoney } from '../../../lib/locale-format';
import { useBookingProcess } from '../../booking-process/hooks/use-booking-process';
import type { UpsellInput } from '../api/get-upsell';
import { useMenuSelection } from '../hooks/use-menu-selection';
import {
  canContinue,
  canIncrement,
  countOf,
  isFaded,
  isStepperDisabled,
  selectedTotal,
} from '../model/menu-selection';
import { runningTotal } from '../model/running-total';
import { MenuCard } from './menu-card';

interface UpsellViewProps {
  input: UpsellInput;
  upsell: UpsellResponse;
}

function dayOf(dateTime: string) {
  return {
    year: Number(dateTime.slice(0, 4)),
    month: Number(dateTime.slice(5, 7)),
    day: Number(dateTime.slice(8, 10)),
  };
}

/** Stands in for the amount while the sentence is split around it. */
const AMOUNT_MARK = '\u2063amount\u2063';

/** The sentence with the amount as one piece that never wraps ("41.700" / "kr."). */
function withAmount(sentence: string, amount: string) {
  const [before = '', after = ''] = sentence.split(AMOUNT_MARK);
  return (
    <>
      {before}
      <span className="upsell__amount">{amount}</span>
      {after}
    </>
  );
}

export function UpsellView({ input, upsell }: UpsellViewProps) {
  const { t, i18n } = useTranslation();
  const { next } = useBookingProcess();
  const { guests } = input;
  const menus = upsell.menus.flatMap((group) => group.menus);
  const choice = useMenuSelection(menus, guests);
  const total = selectedTotal(choice.selection);
  const price = runningTotal(menus, choice.selection);
  const priceText = formatMoney(price.amount, upsell.currency, i18n.language);
  const continueAllowed = canContinue(upsell.onlineMenuMandatory, total, guests);
  const switchedMenu = menus.find((menu) => menu.id === choice.switchedTo);
  const planName = (id: number | null) =>
    upsell.floorPlans.find((plan) => plan.id === id)?.name ?? null;

  const continueButton = (
    <Button disabled={!continueAllowed} onClick={() => next()}>
      {t('upsell.continue')}
    </Button>
  );

  return (
    <div className="upsell">
      <div className="container upsell__body">
        <header className="upsell__header">
          <div>
            <h1 className="upsell__title">{t('upsell.title')}</h1>
            <p className="upsell__subtitle">
              {upsell.onlineMenuMandatory
                ? t('upsell.subtitleMandatory', { guests })
                : t('upsell.subtitleOptional')}
            </p>
          </div>
          <div className="upsell__header-action">{continueButton}</div>
        </header>

        <dl className="upsell__summary" aria-label={t('upsell.bookingSummary')}>
          <div className="upsell__summary-restaurant">
            <dt>{t('upsell.restaurant')}</dt>
            <dd>{upsell.restaurantName}</dd>
          </div>
          <div>
            <dt>{t('upsell.day')}</dt>
            <dd>{formatDayShort(dayOf(input.dateTime), i18n.language)}</dd>
          </div>
          <div>
            <dt>{t('upsell.time')}</dt>
            <dd>{input.dateTime.slice(11, 16)}</dd>
          </div>
          <div>
            <dt>{t('upsell.guests')}</dt>
            <dd>{guests}</dd>
          </div>
        </dl>

        {upsell.menus.map((group) => {
          const name = planName(group.floorPlanId);
          const headingId = `floor-plan-${group.floorPlanId ?? 'any'}`;
          return (
            <section
              key={group.floorPlanId ?? 'any'}
              className="upsell__group"
              aria-labelledby={headingId}
            >
              {/* The shared group has no visible name (docs/product.md, "Routes"); screen readers get one. */}
              <h2 id={headingId} className={name ? 'upsell__group-title' : 'visually-hidden'}>
                {name ?? t('upsell.anyArea')}
              </h2>
              <ul className="upsell__menus">
                {group.menus.map((menu) => (
                  <MenuCard
                    key={menu.id}
                    menu={menu}
                    currency={upsell.currency}
                    count={countOf(choice.selection, menu.id)}
                    preselected={choice.preselectedId === menu.id}
                    faded={isFaded(menus, choice.selection, menu)}
                    flashing={choice.flashing.includes(menu.id)}
                    stepperDisabled={isStepperDisabled(menu, guests)}
                    canIncrement={canIncrement(menus, choice.selection, menu.id, guests)}
                    onIncrement={() => choice.increment(menu.id)}
                    onDecrement={() => choice.decrement(menu.id)}
                    onFlashEnd={() => choice.flashEnded(menu.id)}
                  />
                ))}
              </ul>
            </section>
          );
        })}
      </div>

      <div className="upsell__footer">
        <div className="container upsell__footer-inner">
          <p className="upsell__selected" aria-live="polite">
            {t('upsell.selected', { count: total, guests })}
            {total > 0 && (
              <span className="upsell__total">
                {withAmount(
                  t(price.varies ? 'upsell.runningTotalVaries' : 'upsell.runningTotal', {
                    amount: AMOUNT_MARK,
                  }),
                  priceText,
                )}
              </span>
            )}
            {!continueAllowed && (
              <span className="upsell__hint">{t('upsell.mandatoryHint', { guests })}</span>
            )}
          </p>
          <p className="visually-hidden" aria-live="polite">
            {switchedMenu ? t('upsell.switchedArea', { menu: switchedMenu.name }) : ''}
          </p>
          <Button
            variant="ghost"
            className="upsell__clear"
            aria-disabled={total === 0 ? true : undefined}
            onClick={() => {
              if (total > 0) choice.clear();
            }}
          >
            {t('upsell.clearAll')}
          </Button>
          {continueButton}
        </div>
      </div>
    </div>
  );
}
