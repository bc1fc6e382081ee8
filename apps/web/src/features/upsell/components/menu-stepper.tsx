import { useTranslation } from '../../../lib/translation';

interface MenuStepperProps {
  menuName: string;
  count: number;
  /** The whole stepper is off: the menu is unavailable or needs more guests than the party. */
  disabled: boolean;
  canDecrement: boolean;
  canIncrement: boolean;
  flashing: boolean;
  onDecrement: () => void;
  onIncrement: () => void;
  onFlashEnd: () => void;
}

/**
 * − count + for one menu. A press the rules would reject is marked aria-disabled rather than
 * disabled, so keyboard focus stays on the button when the party fills up.
 */
export function MenuStepper(props: MenuStepperProps) {
  const { t } = useTranslation();
  const { menuName, count, disabled } = props;
  const className = ['menu-stepper', props.flashing ? 'menu-stepper--flash' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={className}
      role="group"
      aria-label={t('upsell.countLabel', { menu: menuName })}
      onAnimationEnd={props.onFlashEnd}
    >
      <button
        type="button"
        className="menu-stepper__button"
        disabled={disabled}
        aria-disabled={!disabled && !props.canDecrement ? true : undefined}
        aria-label={t('upsell.decrease', { menu: menuName })}
        onClick={() => {
          if (props.canDecrement) props.onDecrement();
        }}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="menu-stepper__count" aria-live="polite">
        {count}
      </output>
      <button
        type="button"
        className="menu-stepper__button"
        disabled={disabled}
        aria-disabled={!disabled && !props.canIncrement ? true : undefined}
        aria-label={t('upsell.increase', { menu: menuName })}
        onClick={() => {
          if (props.canIncrement) props.onIncrement();
        }}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
