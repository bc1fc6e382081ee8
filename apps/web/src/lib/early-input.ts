/**
 * A page the server drew can be used before its code has taken it over (hydrated it): on a slow
 * line a diner picks a party size, a day or types a search while the code still loads. The field
 * shows the choice, but React never heard of it: its state keeps the value the server drew, and
 * the next render of the field puts that value back.
 *
 * `keepEarlyInput` notes every field in `root` whose value differs from the one the server drew,
 * and every field changed from then until hydration is done; the function it returns tells React
 * of each, as the diner's own change would have, once the page is hydrated.
 */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  );
}

function isToggle(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/** What the server drew in the field: the HTML's own value, `checked` or `selected`. */
function drawnValue(field: Field): string | boolean {
  if (isToggle(field)) return field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    const drawn = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return drawn?.value ?? '';
  }
  return field.defaultValue;
}

function currentValue(field: Field): string | boolean {
  return isToggle(field) ? field.checked : field.value;
}

/**
 * Sets the field to `value` the way a person does: React keeps the last value it saw on each
 * field and calls a field's onChange only for an event that finds a different one, so the field
 * is first given another value through React's own setter, then `value` through the browser's.
 */
function replay(field: Field, value: string | boolean): void {
  if (typeof value === 'boolean' && isToggle(field)) {
    // A radio button is chosen by choosing another in its group, which replays itself.
    if (!value && field.type === 'radio') return;
    field.checked = !value;
    field.click();
    return;
  }
  if (typeof value !== 'string') return;
  const browserSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = value === '' ? ' ' : '';
  browserSetter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

export function keepEarlyInput(root: HTMLElement): () => void {
  const changed = new Map<Field, string | boolean>();
  for (const field of root.querySelectorAll<Field>('input, select, textarea')) {
    const value = currentValue(field);
    if (value !== drawnValue(field)) changed.set(field, value);
  }
  const note = (event: Event) => {
    if (isField(event.target) && root.contains(event.target)) {
      changed.set(event.target, currentValue(event.target));
    }
  };
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);
  return () => {
    document.removeEventListener('input', note, true);
    document.removeEventListener('change', note, true);
    for (const [field, value] of changed) if (field.isConnected) replay(field, value);
    changed.clear();
  };
}
