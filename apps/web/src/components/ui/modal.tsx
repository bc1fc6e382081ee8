import { useEffect, useEffectEvent, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../lib/translation';
import './modal.css';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Width cap on larger screens; under 768 px the modal fills the screen. */
  maxWidth?: number;
  /** False where a stray click must not end what the dialog is doing (a payment). */
  closeOnOutsideClick?: boolean;
  /** Extra class on the layer, for dialogs with their own sizing. */
  className?: string;
  children?: ReactNode;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[inert]'),
  );
}

/**
 * A generic dialog (docs/product.md, "Routes", "Modals"). Rendered into <body> so no ancestor can clip it;
 * while open, the rest of the page is inert, Tab stays inside, Escape or a click outside closes
 * it, and focus goes back to whatever opened it. Focus starts on the element marked
 * `data-autofocus`, if any, else on the first one that takes it.
 *
 * Not a native <dialog>: jsdom, which our component tests run in, has no showModal().
 */
export function Modal({ open, ...props }: ModalProps) {
  if (!open) return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  title,
  onClose,
  maxWidth = 640,
  closeOnOutsideClick = true,
  className,
  children,
}: Omit<ModalProps, 'open'>) {
  const { t } = useTranslation();
  const titleId = useId();
  const layerRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(onClose);
  const closeFromOutside = useEffectEvent(() => {
    if (closeOnOutsideClick) onClose();
  });

  useEffect(() => {
    const layer = layerRef.current;
    const dialog = dialogRef.current;
    if (!layer || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    // Everything else on the page leaves the tab order and the accessibility tree.
    const madeInert = [...document.body.children].filter(
      (element) => element !== layer && !element.hasAttribute('inert'),
    );
    for (const element of madeInert) element.setAttribute('inert', '');

    // The element marked to start in (a dialog's one field), else the first that takes focus.
    (
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      focusableIn(dialog)[0] ??
      dialog
    ).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(dialog);
      const first = items[0];
      const last = items.at(-1);
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
      } else if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    // Pointer down, not click: a text selection that starts inside and ends outside is no close.
    const onPointerDown = (event: MouseEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) closeFromOutside();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
      for (const element of madeInert) element.removeAttribute('inert');
      // Back to the opener, once it is focusable again.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <div className={['modal-layer', className].filter(Boolean).join(' ')} ref={layerRef}>
      <div className="modal-backdrop" />
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={{ '--modal-max-width': `${maxWidth}px` }}
      >
        <div className="modal__header">
          <h2 className="modal__title" id={titleId}>
            {title}
          </h2>
          <button
            type="button"
            className="modal__close"
            aria-label={t('modal.close')}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
