import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPageStrings } from '../../../lib/i18n';
import { linkAddress, RichTextField } from './rich-text-field';

// jsdom has no document.execCommand: bold, italics and lists are the browser's and are tried in
// the browser test (apps/web/e2e/restaurant-settings.spec.ts). Here: what the field does itself.

function renderField(value = '') {
  const onChange = vi.fn<(html: string) => void>();
  render(
    <form>
      <RichTextField id="note" label="Note (English)" value={value} rows={4} onChange={onChange} />
    </form>,
  );
  const editor = screen.getByRole('textbox', { name: 'Note (English)' });
  return { editor, onChange, user: userEvent.setup() };
}

/** The caret (or a selection of `length` characters) at `offset` in `text`, as a browser sets it. */
function select(text: Node, offset: number, length = 0) {
  const range = document.createRange();
  range.setStart(text, offset);
  range.setEnd(text, offset + length);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  act(() => {
    document.dispatchEvent(new Event('selectionchange'));
  });
}

describe('RichTextField', () => {
  // The staff's strings, as the settings pages load them.
  beforeEach(() => loadPageStrings(['staff']));

  it('has a toolbar of named buttons beside a labelled multi-line text box', () => {
    const { editor } = renderField();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting: Note (English)' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Bold',
      'Italic',
      'Bulleted list',
      'Numbered list',
      'Link',
      'Remove link',
    ]);
    expect(buttons.every((button) => button.getAttribute('type') === 'button')).toBe(true);
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(editor).toHaveAttribute('aria-multiline', 'true');
  });

  it('starts from the value as the editor writes it, without what the editor does not keep', () => {
    const { editor, onChange } = renderField(
      '<h3>Afbókanir</h3><p><b>48 klst.</b> <u>fyrir</u><script>alert(1)</script></p>',
    );
    expect(editor.innerHTML).toBe('<p>Afbókanir</p><p><strong>48 klst.</strong> fyrir</p>');
    // Shown, not changed: nothing is sent until the owner edits.
    expect(onChange).not.toHaveBeenCalled();
  });

  it('sends what is typed through the allowlist', async () => {
    const { editor, onChange, user } = renderField();
    await user.type(editor, 'Velkomin');
    expect(onChange).toHaveBeenLastCalledWith('Velkomin');
    // Whatever markup the browser (or a trick) leaves in the element, only the allowed survives.
    editor.innerHTML =
      '<div onclick="alert(1)">Hæ <b>þú</b><img src=x onerror="alert(1)"><i style="color:red">hér</i></div>' +
      '<ul><li><a href="javascript:alert(1)">x</a></li></ul>';
    fireEvent.input(editor);
    expect(onChange).toHaveBeenLastCalledWith(
      '<p>Hæ <strong>þú</strong><em>hér</em></p><ul><li><a>x</a></li></ul>',
    );
    editor.innerHTML = '<p><br></p>';
    fireEvent.input(editor);
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('pastes plain text, never the pasted markup', () => {
    const { editor, onChange } = renderField('<p>Hæ</p>');
    select(editor.querySelector('p')!.firstChild!, 2);
    fireEvent.paste(editor, {
      clipboardData: {
        getData: (type: string) =>
          type === 'text/plain' ? ' þarna' : '<img src=x onerror=alert(1)><b>þarna</b>',
      },
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>Hæ þarna</p>');
  });

  it('presses the buttons of the formats the selection is in', () => {
    const { editor } = renderField(
      '<p><strong>Feitt</strong> og <em>skáletrað</em></p><ol><li>Eitt</li></ol>',
    );
    const pressed = () =>
      screen
        .getAllByRole('button', { pressed: true })
        .map((button) => button.getAttribute('aria-label'));
    select(editor.querySelector('strong')!.firstChild!, 1);
    expect(pressed()).toEqual(['Bold']);
    select(editor.querySelector('em')!.firstChild!, 1);
    expect(pressed()).toEqual(['Italic']);
    select(editor.querySelector('li')!.firstChild!, 1);
    expect(pressed()).toEqual(['Numbered list']);
  });

  it('refuses a javascript: link and adds a web address as a link', async () => {
    const { editor, onChange, user } = renderField('<p>Sjá </p>');
    select(editor.querySelector('p')!.firstChild!, 4);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a link' });
    const address = within(dialog).getByLabelText('Web or email address');
    expect(address).toHaveFocus();
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Add the link' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter a web address (http:// or https://) or an email address.',
    );
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(editor.querySelector('a')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(address);
    await user.type(address, 'dekka.is{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(
      '<p>Sjá <a href="https://dekka.is/" rel="noopener noreferrer">https://dekka.is/</a></p>',
    );
  });

  it('removes the link the caret is in, keeping its text', async () => {
    const { editor, onChange, user } = renderField(
      '<p>Sjá <a href="https://dekka.is/">vefinn</a> okkar</p>',
    );
    select(editor.querySelector('a')!.firstChild!, 2);
    expect(screen.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(onChange).toHaveBeenLastCalledWith('<p>Sjá vefinn okkar</p>');
  });

  it('moves along the toolbar with the arrow keys, one tab stop for all of it', async () => {
    const { user } = renderField();
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(screen.getAllByRole('button').filter((button) => button.tabIndex === 0)).toEqual([bold]);
    bold.focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Remove link' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveFocus();
  });
});

describe('linkAddress', () => {
  it.each([
    ['https://dekka.is/skilmalar', 'https://dekka.is/skilmalar'],
    ['http://dekka.is', 'http://dekka.is/'],
    ['  dekka.is/matsedill ', 'https://dekka.is/matsedill'],
    ['mailto:bord@dekka.is', 'mailto:bord@dekka.is'],
    ['bord@dekka.is', 'mailto:bord@dekka.is'],
  ])('takes %s as %s', (typed, address) => {
    expect(linkAddress(typed)).toBe(address);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'tel:+3545551234',
    'ftp://dekka.is',
    'not an address',
    'localhost',
    '',
  ])('refuses %j', (typed) => {
    expect(linkAddress(typed)).toBeNull();
  });
});
