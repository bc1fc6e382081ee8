import {
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { EDITOR_RENAMES, EDITOR_TEXT, sanitizeHtml } from '../../../lib/sanitize-html';
import { useTranslation } from '../../../lib/translation';
import './rich-text-field.css';

/** What the editor's HTML is saved as: only its toolbar's formatting; empty when no text is left. */
export function editorHtml(html: string): string {
  const clean = sanitizeHtml(html, EDITOR_TEXT, EDITOR_RENAMES);
  // A browser leaves a <p><br></p> or a lone <br> behind when everything is deleted.
  return /^(\s|<br>|<\/?p>)*$/.test(clean) ? '' : clean;
}

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * The address a link may point to, from what the owner typed: web (http, https) or mail only.
 * `dekka.is` is taken as https://dekka.is and `bord@dekka.is` as mailto:; anything else with a
 * scheme of its own (javascript:, data:, tel:) or no sense as an address is null.
 */
export function linkAddress(typed: string): string | null {
  const text = typed.trim();
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text)
    ? text
    : /^[^@/]+@[^@/]+\.[^@/]+$/.test(text)
      ? `mailto:${text}`
      : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (!LINK_PROTOCOLS.has(url.protocol)) return null;
    if (url.protocol !== 'mailto:' && !url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}

type Format = 'bold' | 'italic' | 'bullets' | 'numbers' | 'link';

/** The formats the selection sits in, read from the elements around it up to the editor. */
export function formatsAt(editor: HTMLElement, node: Node | null): Set<Format> {
  const formats = new Set<Format>();
  let list: Format | null = null;
  for (let at = node; at && at !== editor; at = at.parentNode) {
    if (!(at instanceof Element)) continue;
    const tag = at.localName;
    if (tag === 'strong' || tag === 'b') formats.add('bold');
    if (tag === 'em' || tag === 'i') formats.add('italic');
    if (tag === 'a') formats.add('link');
    // The nearest list is the one the line is in.
    if (!list && tag === 'ul') list = 'bullets';
    if (!list && tag === 'ol') list = 'numbers';
  }
  if (list) formats.add(list);
  return formats;
}

/** The selection's range when it is inside `editor`. */
function rangeIn(editor: HTMLElement): Range | null {
  const selection = document.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return editor.contains(range.commonAncestorContainer) ? range : null;
}

/** Runs a browser editing command; false where there is none (jsdom). */
function exec(command: string, value?: string): boolean {
  return typeof document.execCommand === 'function' && document.execCommand(command, false, value);
}

/**
 * The browser's own word on a command's state where it has one: bold turned on at the caret,
 * before anything is typed, is in no element yet.
 */
function commandState(command: string): boolean | null {
  try {
    return typeof document.queryCommandState === 'function'
      ? document.queryCommandState(command)
      : null;
  } catch {
    return null;
  }
}

function Icon(props: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {props.children}
    </svg>
  );
}

const LINE = {
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  fill: 'none',
} as const;

const ICONS: Record<ToolbarButton, ReactNode> = {
  bold: <span className="rich-text__glyph rich-text__glyph--bold">B</span>,
  italic: <span className="rich-text__glyph rich-text__glyph--italic">I</span>,
  bullets: (
    <Icon>
      <circle cx="5" cy="7" r="1.6" fill="currentColor" />
      <circle cx="5" cy="12" r="1.6" fill="currentColor" />
      <circle cx="5" cy="17" r="1.6" fill="currentColor" />
      <path d="M10 7h10M10 12h10M10 17h10" {...LINE} />
    </Icon>
  ),
  numbers: (
    <Icon>
      <path d="M4 5h1.5v4M4 9h3M4 14h3l-3 4h3M10 7h10M10 12h10M10 17h10" {...LINE} />
    </Icon>
  ),
  link: (
    <Icon>
      <path
        d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
        {...LINE}
      />
    </Icon>
  ),
  unlink: (
    <Icon>
      <path
        d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1M4 4l16 16"
        {...LINE}
      />
    </Icon>
  ),
};

/** The toolbar's buttons, in order. */
const BUTTONS = ['bold', 'italic', 'bullets', 'numbers', 'link', 'unlink'] as const;
type ToolbarButton = (typeof BUTTONS)[number];

const COMMANDS = {
  bold: 'bold',
  italic: 'italic',
  bullets: 'insertUnorderedList',
  numbers: 'insertOrderedList',
} as const;

/**
 * An HTML text written with a small toolbar (bold, italics, lists, links) rather than as markup:
 * an editable element the browser edits, outside React's rendering. It starts from `value`
 * (as the editor would write it) and is written afresh only when `value` changes from outside (a
 * language switched, a form reset); each edit sends the element's HTML through the editor's
 * allowlist (EDITOR_TEXT), so what the owner sees is what is saved. Pasted text comes in as plain
 * text. The server sanitizes the text again on saving.
 */
export function RichTextField(props: {
  id: string;
  label: string;
  value: string;
  /** The text's language, for spelling and screen readers. */
  lang?: string;
  /** The lines of text the editable area shows before it grows. */
  rows: number;
  invalid?: boolean;
  describedBy?: string;
  onChange: (html: string) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const linkId = useId();
  const editorRef = useRef<HTMLDivElement>(null);
  // The value last written into the element or sent from it: another one comes from outside.
  const shownRef = useRef<string | null>(null);
  // Where the selection was in the editor, for a command from the toolbar or the link dialog.
  const rangeRef = useRef<Range | null>(null);
  const [formats, setFormats] = useState<Set<Format>>(() => new Set());
  const [linking, setLinking] = useState<{ address: string; invalid: boolean } | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);

  useLayoutEffect(() => {
    const editor = editorRef.current;
    if (!editor || props.value === shownRef.current) return;
    editor.innerHTML = editorHtml(props.value);
    shownRef.current = props.value;
    rangeRef.current = null;
  }, [props.value]);

  /** The toolbar's states (and the range kept) follow a selection in the editor. */
  function refresh() {
    const editor = editorRef.current;
    const range = editor && rangeIn(editor);
    if (!editor || !range) return;
    rangeRef.current = range.cloneRange();
    const next = formatsAt(editor, range.startContainer);
    for (const [format, command] of Object.entries(COMMANDS) as [Format, string][]) {
      const state = document.activeElement === editor ? commandState(command) : null;
      if (state === true) next.add(format);
      if (state === false) next.delete(format);
    }
    setFormats((now) =>
      now.size === next.size && [...now].every((format) => next.has(format)) ? now : next,
    );
  }

  const onSelectionChange = useEffectEvent(refresh);
  useEffect(() => {
    const listener = () => onSelectionChange();
    document.addEventListener('selectionchange', listener);
    return () => document.removeEventListener('selectionchange', listener);
  }, []);

  function emit() {
    const editor = editorRef.current;
    if (!editor) return;
    const html = editorHtml(editor.innerHTML);
    if (html !== shownRef.current) {
      shownRef.current = html;
      props.onChange(html);
    }
    refresh();
  }

  /** The editor focused with its selection back where it was (the end of the text if none). */
  function restoreSelection(editor: HTMLElement) {
    editor.focus({ preventScroll: true });
    const selection = document.getSelection();
    if (!selection) return;
    let range = rangeRef.current;
    if (!range || !editor.contains(range.commonAncestorContainer)) {
      range = document.createRange();
      range.selectNodeContents(editor);
      range.collapse(false);
    }
    selection.removeAllRanges();
    selection.addRange(range);
  }

  function run(format: keyof typeof COMMANDS) {
    const editor = editorRef.current;
    if (!editor) return;
    restoreSelection(editor);
    exec(COMMANDS[format]);
    emit();
  }

  function addLink(address: string) {
    const editor = editorRef.current;
    if (!editor) return;
    restoreSelection(editor);
    const range = rangeIn(editor);
    if (range && !range.collapsed) {
      exec('createLink', address);
    } else {
      // Nothing selected: the address is the link's text.
      const link = document.createElement('a');
      link.href = address;
      link.textContent = address.replace(/^mailto:/, '');
      if (!exec('insertHTML', link.outerHTML)) range?.insertNode(link);
    }
    emit();
  }

  /** Every link the selection touches (or the caret is in) becomes its text again. */
  function removeLink() {
    const editor = editorRef.current;
    if (!editor) return;
    restoreSelection(editor);
    const range = rangeIn(editor);
    if (!range) return;
    const links = [...editor.querySelectorAll('a')].filter(
      (link) => range.intersectsNode(link) || link.contains(range.startContainer),
    );
    for (const link of links) link.replaceWith(...link.childNodes);
    emit();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'b' || key === 'i') {
      event.preventDefault();
      run(key === 'b' ? 'bold' : 'italic');
    } else if (key === 'u') {
      // Underlining is not kept: the browser's own shortcut would show what is not saved.
      event.preventDefault();
    }
  }

  function onPaste(event: ClipboardEvent<HTMLDivElement>) {
    event.preventDefault();
    const text = event.clipboardData.getData('text/plain');
    if (!text || exec('insertText', text)) {
      emit();
      return;
    }
    const range = editorRef.current && rangeIn(editorRef.current);
    if (!range) return;
    range.deleteContents();
    const node = document.createTextNode(text);
    range.insertNode(node);
    range.setStartAfter(node);
    range.collapse(true);
    emit();
  }

  function submitLink(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog is in <body>, but React passes its events up to the settings form around the field.
    event.stopPropagation();
    if (!linking) return;
    const address = linkAddress(linking.address);
    if (!address) {
      setLinking({ ...linking, invalid: true });
      return;
    }
    // Closed first, so focus is back in the page before the editor takes it.
    flushSync(() => setLinking(null));
    addLink(address);
  }

  function openLink() {
    const editor = editorRef.current;
    const range = rangeRef.current;
    const current = editor && range ? formatsAt(editor, range.startContainer).has('link') : false;
    let address = '';
    if (current && range) {
      const node = range.startContainer;
      const element = node instanceof Element ? node : node.parentElement;
      address = element?.closest('a')?.getAttribute('href') ?? '';
    }
    setLinking({ address, invalid: false });
  }

  function act(button: ToolbarButton) {
    if (button === 'link') openLink();
    else if (button === 'unlink') removeLink();
    else run(button);
  }

  // One tab stop for the toolbar; the arrow keys move along it.
  function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: focusIndex + 1,
      ArrowLeft: focusIndex - 1,
      Home: 0,
      End: BUTTONS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + BUTTONS.length) % BUTTONS.length;
    setFocusIndex(index);
    event.currentTarget.querySelectorAll('button')[index]?.focus();
  }

  const linkError = `${linkId}-error`;
  return (
    <>
      <span id={labelId} className="field__label">
        {props.label}
      </span>
      <div
        role="toolbar"
        aria-label={t('staff.settings.richText.toolbar', { field: props.label })}
        aria-controls={props.id}
        className="rich-text__toolbar"
        onKeyDown={onToolbarKeyDown}
      >
        {BUTTONS.map((button, index) => (
          <button
            key={button}
            type="button"
            className="rich-text__button"
            aria-label={t(`staff.settings.richText.${button}`)}
            title={t(`staff.settings.richText.${button}`)}
            // Removing a link is an action, not a state.
            aria-pressed={button === 'unlink' ? undefined : formats.has(button)}
            tabIndex={index === focusIndex ? 0 : -1}
            // The editor keeps its focus and selection when a button is clicked.
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setFocusIndex(index)}
            onClick={() => act(button)}
          >
            {ICONS[button]}
          </button>
        ))}
      </div>
      <div
        ref={editorRef}
        id={props.id}
        lang={props.lang}
        className="field__input rich-text__editor"
        style={{ '--rich-text-rows': props.rows }}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy || undefined}
        contentEditable
        suppressContentEditableWarning
        tabIndex={0}
        onFocus={() => exec('defaultParagraphSeparator', 'p')}
        onInput={emit}
        onKeyDown={onKeyDown}
        onKeyUp={refresh}
        onMouseUp={refresh}
        onPaste={onPaste}
        // Dropped content would bring its markup: only typing and pasting put text in.
        onDrop={(event) => event.preventDefault()}
      />
      <Modal
        open={linking !== null}
        title={t('staff.settings.richText.linkTitle')}
        maxWidth={440}
        onClose={() => setLinking(null)}
      >
        <form className="rich-text__link-form" noValidate onSubmit={submitLink}>
          <div className="field">
            <label className="field__label" htmlFor={linkId}>
              {t('staff.settings.richText.linkAddress')}
            </label>
            <div className="field__frame">
              <input
                id={linkId}
                data-autofocus
                className="field__input"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                value={linking?.address ?? ''}
                aria-invalid={linking?.invalid || undefined}
                aria-describedby={[linking?.invalid ? linkError : '', `${linkId}-hint`]
                  .join(' ')
                  .trim()}
                onChange={(event) => setLinking({ address: event.target.value, invalid: false })}
              />
            </div>
            <p id={`${linkId}-hint`} className="settings-field__hint">
              {t('staff.settings.richText.linkHint')}
            </p>
            <p id={linkError} className="field__error" role="alert">
              {linking?.invalid ? t('staff.settings.richText.linkInvalid') : ''}
            </p>
          </div>
          <div className="rich-text__link-actions">
            <Button type="submit">{t('staff.settings.richText.linkAdd')}</Button>
            <Button variant="secondary" onClick={() => setLinking(null)}>
              {t('staff.settings.cancel')}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
