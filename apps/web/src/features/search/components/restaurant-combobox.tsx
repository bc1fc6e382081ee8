import type { SearchRestaurant } from '@dekka/contracts/search';
import type { KeyboardEvent, Ref } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useGlobalSearch } from '../api/get-global-search';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import './restaurant-combobox.css';

export const SEARCH_DEBOUNCE_MS = 500;

interface RestaurantComboboxProps {
  text: string;
  onTextChange: (text: string) => void;
  onChoose: (restaurant: SearchRestaurant) => void;
  /**
   * Enter with no active option and some text: search for the text (the header goes to the
   * results page). Without it, such an Enter is left to the form around the field.
   */
  onSearch?: (text: string) => void;
  /** Escape with the list closed: the header closes the whole box. */
  onEscape?: () => void;
  label: string;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  inputClassName?: string;
  /** Shows the label above the field instead of only to screen readers. */
  showLabel?: boolean;
}

/**
 * A text field that finds restaurants by name, city or cuisine (ARIA combobox with a listbox,
 * focus stays in the field and aria-activedescendant names the active option). The text is
 * trimmed and debounced; an empty text makes no call.
 */
export function RestaurantCombobox({
  text,
  onTextChange,
  onChoose,
  onSearch,
  onEscape,
  label,
  placeholder,
  inputRef,
  inputClassName,
  showLabel = false,
}: RestaurantComboboxProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const listId = useId();
  const trimmed = text.trim();
  const searchString = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const query = useGlobalSearch(searchString);
  // Which option is active, remembered per search so new results start with none active.
  const [active, setActive] = useState<{ search: string; index: number } | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);

  const restaurants = searchString !== '' ? (query.data?.restaurants ?? []) : [];
  const waiting = trimmed !== '' && (trimmed !== searchString || query.isFetching);
  const open = trimmed !== '' && dismissed !== trimmed;
  const activeIndex =
    active?.search === searchString && active.index < restaurants.length ? active.index : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function move(step: number) {
    if (restaurants.length === 0) return;
    const next =
      activeIndex === -1
        ? step > 0
          ? 0
          : restaurants.length - 1
        : (activeIndex + step + restaurants.length) % restaurants.length;
    setActive({ search: searchString, index: next });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setDismissed(null);
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      const restaurant = restaurants[activeIndex];
      // Enter opens the active option; with none it searches for the text (docs/product.md,
      // "Search"), here or in the form around the field.
      if (open && restaurant) {
        event.preventDefault();
        onChoose(restaurant);
      } else if (onSearch && trimmed !== '') {
        event.preventDefault();
        onSearch(trimmed);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open && !onEscape) setDismissed(trimmed);
      else onEscape?.();
    }
  }

  let status: string | null = null;
  if (open && waiting && restaurants.length === 0) status = t('search.box.loading');
  else if (open && query.isError) status = t('search.box.error');
  else if (open && !waiting && restaurants.length === 0) status = t('search.box.noResults');

  return (
    <div className="restaurant-combobox">
      <label htmlFor={inputId} className={showLabel ? 'field__label' : 'visually-hidden'}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className={inputClassName}
        type="search"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={placeholder}
        aria-autocomplete="list"
        aria-expanded={open && restaurants.length > 0}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-busy={waiting}
        value={text}
        onChange={(event) => {
          setDismissed(null);
          onTextChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        // Leaving the field folds the suggestions away, so they no longer cover the form's
        // button; coming back shows them again. Choosing an option keeps the focus here (its
        // mousedown is prevented).
        onBlur={() => setDismissed(trimmed)}
        onFocus={() => setDismissed(null)}
      />
      <div className={open ? 'restaurant-combobox__popup is-open' : 'restaurant-combobox__popup'}>
        <ul
          id={listId}
          role="listbox"
          aria-label={t('search.box.resultsLabel')}
          className="restaurant-combobox__list"
          hidden={!open || restaurants.length === 0}
        >
          {restaurants.map((restaurant, index) => (
            // Keyboard users reach options through the input (aria-activedescendant), so the
            // option itself only needs the pointer.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={restaurant.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className="restaurant-combobox__option"
              // mousedown would move focus out of the field before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChoose(restaurant)}
              onMouseMove={() => setActive({ search: searchString, index })}
            >
              <span className="restaurant-combobox__name">{restaurant.name}</span>
              <span className="restaurant-combobox__meta">
                {[restaurant.city, ...restaurant.categories.slice(0, 2)].join(' · ')}
              </span>
            </li>
          ))}
        </ul>
        <p role="status" className="restaurant-combobox__status">
          {status}
        </p>
      </div>
    </div>
  );
}
