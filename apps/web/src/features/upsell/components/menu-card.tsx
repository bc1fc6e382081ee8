import type { UpsellMenu } from '@dekka/contracts/upsell';
import { useTranslation } from '../../../lib/translation';
import { formatMoney } from '../../../lib/locale-format';
import { priceLabel, shortDescription } from '../model/menu-display';
import { MenuStepper } from './menu-stepper';

interface MenuCardProps {
  menu: UpsellMenu;
  currency: string;
  count: number;
  preselected: boolean;
  faded: boolean;
  flashing: boolean;
  stepperDisabled: boolean;
  canIncrement: boolean;
  onIncrement: () => void;
  onDecrement: () => void;
  onFlashEnd: () => void;
}

function PriceLine({ menu, currency }: { menu: UpsellMenu; currency: string }) {
  const { t, i18n } = useTranslation();
  const label = priceLabel(menu);
  if (label.kind === 'priceVaries') {
    return <p className="menu-card__price">{t('upsell.priceVaries')}</p>;
  }
  return (
    <p className="menu-card__price">
      {t('upsell.perGuest', { price: formatMoney(label.amount, currency, i18n.language) })}
      {label.tag && (
        <span className={`menu-card__tag menu-card__tag--${label.tag}`}>
          {t(label.tag === 'prepayment' ? 'upsell.prepayment' : 'upsell.noShowFee')}
        </span>
      )}
    </p>
  );
}

/** One menu: what it is, what it costs, for how many, and its stepper (docs/product.md, "Routes"). */
export function MenuCard(props: MenuCardProps) {
  const { t } = useTranslation();
  const { menu, count } = props;
  const unavailable = !menu.isAvailable;
  const className = [
    'menu-card',
    count > 0 ? 'menu-card--selected' : '',
    unavailable ? 'menu-card--unavailable' : '',
    props.faded ? 'menu-card--faded' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={className}>
      <div className="menu-card__text">
        <h3 className="menu-card__name">
          {menu.name}
          {props.preselected && (
            <span className="menu-card__marker">{t('upsell.preselected')}</span>
          )}
          {unavailable && (
            <span className="menu-card__marker menu-card__marker--muted">
              {t('upsell.unavailable')}
            </span>
          )}
        </h3>
        {menu.shortDescription && (
          <p className="menu-card__description">{shortDescription(menu.shortDescription)}</p>
        )}
        <PriceLine menu={menu} currency={props.currency} />
        <p className="menu-card__limits">
          {menu.minGuests > 1 && <span>{t('upsell.minGuests', { count: menu.minGuests })}</span>}
          {menu.maxGuests > 0 && <span>{t('upsell.maxGuests', { count: menu.maxGuests })}</span>}
        </p>
      </div>
      <MenuStepper
        menuName={menu.name}
        count={count}
        disabled={unavailable || props.stepperDisabled}
        canDecrement={count > 0}
        canIncrement={props.canIncrement}
        flashing={props.flashing}
        onDecrement={props.onDecrement}
        onIncrement={props.onIncrement}
        onFlashEnd={props.onFlashEnd}
      />
    </li>
  );
}
