import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { useNavigate, useSearchParams } from 'react-router';
import { RestaurantCombobox } from '../../features/search/components/restaurant-combobox';
import { readSearchParams, searchLocation } from '../../features/search/model/search-params';

/**
 * The header's expandable search box (docs/product.md, "Search"): closed → open. Escape or a
 * click outside closes it and clears the text; choosing a restaurant goes to its page; Enter
 * with no restaurant active lists the results for the text (`q`), keeping the party size and
 * time the address already has, but not the filters: it is a new search.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupId = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setText('');
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) {
        close(false);
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [open, close]);

  return (
    <div
      ref={containerRef}
      role="search"
      className={open ? 'header-search is-open' : 'header-search'}
    >
      {open && (
        <div id={popupId} className="header-search__field">
          <RestaurantCombobox
            inputRef={inputRef}
            inputClassName="header-search__input"
            label={t('header.searchPlaceholder')}
            placeholder={t('header.searchPlaceholder')}
            text={text}
            onTextChange={setText}
            onEscape={() => close(true)}
            onChoose={(restaurant) => {
              close(false);
              void navigate(`/${encodeURIComponent(restaurant.slug)}`);
            }}
            onSearch={(q) => {
              const { guests, dateTime } = readSearchParams(params, new Date());
              close(false);
              void navigate(searchLocation({ guests, dateTime, filters: [], q }));
            }}
          />
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-label={t('header.search')}
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d="M15.5 15.5 20 20" />
          </g>
        </svg>
      </button>
    </div>
  );
}
