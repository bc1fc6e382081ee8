import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useServedHeadUntilNavigation } from './use-served-head';

function Shell() {
  useServedHeadUntilNavigation();
  return null;
}

const SERVED_HEAD =
  '<link rel="canonical" href="https://dekka.is/lyng?lng=is">' +
  '<link rel="alternate" hreflang="en" href="https://dekka.is/lyng?lng=en">' +
  '<script type="application/ld+json">{"@type":"Restaurant"}</script>' +
  '<link rel="icon" href="/favicon.svg">';

describe('useServedHeadUntilNavigation', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("keeps the served page's addresses and JSON-LD until the app shows another page", async () => {
    document.head.innerHTML = SERVED_HEAD;
    const router = createMemoryRouter([{ path: '*', element: <Shell /> }], {
      initialEntries: ['/lyng?lng=is'],
    });
    render(<RouterProvider router={router} />);
    // The same page with another query (a picked day) is still the page the head describes.
    await act(() => router.navigate('/lyng?lng=is&date=2030-03-01'));
    expect(document.head.querySelectorAll('link[rel="canonical"], script')).toHaveLength(2);
    await act(() => router.navigate('/results'));
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('link[hreflang]')).toBeNull();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull();
  });
});
