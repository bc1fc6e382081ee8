import type { MenuItem, MenuOptionGroup } from '@dekka/contracts/order-menu';
import { useId, useState } from 'react';
import { Photo } from '../../../components/photo';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { formatMoney } from '../../../lib/locale-format';
import { useTranslation } from '../../../lib/translation';
import { type CartLine, groupProblem, NOTE_MAX, QUANTITY_MAX, unitPrice } from '../model/cart';

type ItemDialogProps = {
  item: MenuItem;
  currency: string;
  onAdd: (line: Omit<CartLine, 'key'>) => void;
  onClose: () => void;
};

/**
 * One item's choices before it goes into the cart: its option groups (a group of exactly one
 * choice as radio buttons, others as check boxes that stop at the group's most), how many and a
 * note. Adding checks every group's fewest and most first and says which group is short.
 */
export function ItemDialog({ item, currency, onAdd, onClose }: ItemDialogProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<number[]>(() => defaultChoices(item));
  // As typed, so clearing the field to write another number works; read as 1 to QUANTITY_MAX.
  const [quantityText, setQuantityText] = useState('1');
  const quantity = Math.min(Math.max(Math.trunc(Number(quantityText)) || 1, 1), QUANTITY_MAX);
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const problems = item.optionGroups.map((group) => groupProblem(group, chosen));
  const total = unitPrice(item, chosen) * quantity;

  const add = () => {
    setChecked(true);
    const first = problems.findIndex((problem) => problem !== null);
    if (first >= 0) {
      document.getElementById(`${id}-group-${first}`)?.focus();
      return;
    }
    onAdd({ itemId: item.id, quantity, choiceIds: chosen, note: note.trim() });
  };

  return (
    <Modal open title={item.name} onClose={onClose} maxWidth={560}>
      <form
        className="item-dialog"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        {item.photo && (
          <div className="item-dialog__photo">
            <Photo photo={item.photo} sizes="(min-width: 600px) 512px, 100vw" />
          </div>
        )}
        {item.description && <p className="item-dialog__description">{item.description}</p>}
        {item.optionGroups.map((group, index) => (
          <OptionGroupField
            key={group.id}
            id={`${id}-group-${index}`}
            group={group}
            chosen={chosen}
            currency={currency}
            problem={checked ? (problems[index] ?? null) : null}
            onChange={setChosen}
          />
        ))}
        <div className="item-dialog__row">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-quantity`}>
              {t('order.item.quantity')}
            </label>
            <input
              id={`${id}-quantity`}
              className="field__input item-dialog__quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={QUANTITY_MAX}
              value={quantityText}
              onChange={(event) => setQuantityText(event.target.value)}
              onBlur={() => setQuantityText(String(quantity))}
            />
          </div>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-note`}>
            {t('order.item.note')}
          </label>
          <textarea
            id={`${id}-note`}
            className="field__input field__input--textarea"
            maxLength={NOTE_MAX}
            rows={2}
            aria-describedby={`${id}-note-hint`}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <p id={`${id}-note-hint`} className="item-dialog__hint">
            {t('order.item.noteHint')}
          </p>
        </div>
        {checked && problems.some(Boolean) && (
          <p className="field__error" role="alert">
            {t('order.item.fixChoices')}
          </p>
        )}
        <Button type="submit" className="item-dialog__add">
          {t('order.item.addToOrder', { price: money(total) })}
        </Button>
      </form>
    </Modal>
  );
}

/** A required group with a single choice has it chosen already: there is nothing to decide. */
function defaultChoices(item: MenuItem): number[] {
  return item.optionGroups.flatMap((group) =>
    group.required && group.choices.length === 1 && group.choices[0] ? [group.choices[0].id] : [],
  );
}

function OptionGroupField(props: {
  id: string;
  group: MenuOptionGroup;
  chosen: number[];
  currency: string;
  problem: ReturnType<typeof groupProblem>;
  onChange: (update: (chosen: number[]) => number[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const { group, chosen } = props;
  const single = group.minChoices === 1 && group.maxChoices === 1;
  const inGroup = group.choices.filter((choice) => chosen.includes(choice.id)).length;
  const full = inGroup >= group.maxChoices;
  const ids = new Set(group.choices.map((choice) => choice.id));
  const rule =
    group.minChoices === group.maxChoices
      ? t('order.item.chooseExactly', { count: group.minChoices })
      : group.minChoices === 0
        ? t('order.item.chooseUpTo', { max: group.maxChoices })
        : t('order.item.chooseRange', { min: group.minChoices, max: group.maxChoices });
  const errorId = `${props.id}-error`;
  const ruleId = `${props.id}-rule`;

  const toggle = (choiceId: number, on: boolean) =>
    props.onChange((current) => {
      if (single) return [...current.filter((other) => !ids.has(other)), choiceId];
      return on ? [...current, choiceId] : current.filter((other) => other !== choiceId);
    });

  return (
    <fieldset
      id={props.id}
      className="option-group"
      tabIndex={-1}
      aria-describedby={props.problem ? `${ruleId} ${errorId}` : ruleId}
      aria-invalid={props.problem ? true : undefined}
    >
      <legend className="option-group__legend">
        {group.name}{' '}
        <span className="order-chip">
          {group.required ? t('order.item.required') : t('order.item.optional')}
        </span>
      </legend>
      <p id={ruleId} className="option-group__rule">
        {rule}
      </p>
      {group.choices.map((choice) => {
        const on = chosen.includes(choice.id);
        return (
          <label key={choice.id} className="option-group__choice">
            <input
              type={single ? 'radio' : 'checkbox'}
              name={props.id}
              checked={on}
              // Check boxes stop at the group's most: another must be unticked first.
              disabled={!single && !on && full}
              onChange={(event) => toggle(choice.id, event.target.checked)}
            />
            <span>{choice.name}</span>{' '}
            {choice.priceDelta > 0 && (
              <span className="option-group__price">
                +{formatMoney(choice.priceDelta, props.currency, i18n.language)}
              </span>
            )}
          </label>
        );
      })}
      <p id={errorId} className="field__error">
        {props.problem
          ? t(props.problem.kind === 'tooFew' ? 'order.item.tooFew' : 'order.item.tooMany', {
              limit: props.problem.limit,
            })
          : ''}
      </p>
    </fieldset>
  );
}
