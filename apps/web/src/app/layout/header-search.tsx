import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The header's expandable search box (spec section 4, "Search box"): closed → open. Escape or a
 * click outside closes it and clears the text. Results arrive with the search issue.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setText('');
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointerDown = (event: MouseEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) {
        close(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
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
        <input
          ref={inputRef}
          id={inputId}
          className="header-search__input"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('header.searchPlaceholder')}
          aria-label={t('header.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      )}
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-label={t('header.search')}
        aria-expanded={open}
        aria-controls={open ? inputId : undefined}
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
