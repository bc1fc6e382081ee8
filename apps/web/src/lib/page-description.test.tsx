import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { shortDescription, useDocumentDescription } from './page-description';

function Described({ text }: { text: string | undefined }) {
  useDocumentDescription(text);
  return null;
}

const described = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]');

describe('useDocumentDescription', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("shows a page's description while it is open and puts the site's back after", () => {
    document.head.innerHTML =
      '<meta name="description" content="Book a table"><meta property="og:description" content="Book a table">';
    const view = render(<Described text={undefined} />);
    expect(described()?.content).toBe('Book a table');
    view.rerender(<Described text="Fish <b>every</b>   morning." />);
    expect(described()?.content).toBe('Fish every morning.');
    expect(
      document.head.querySelector<HTMLMetaElement>('meta[property="og:description"]')?.content,
    ).toBe('Fish every morning.');
    view.unmount();
    expect(described()?.content).toBe('Book a table');
  });
});

describe('shortDescription', () => {
  it('cuts a long text at a word, with an ellipsis', () => {
    const long = `${'word '.repeat(60)}end`;
    const short = shortDescription(long);
    expect(short.length).toBeLessThanOrEqual(155);
    expect(short.endsWith('word…')).toBe(true);
    expect(shortDescription('  short\n text ')).toBe('short text');
  });
});
