import { useState } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { keepEarlyInput } from './early-input';

/** A booking form as the server draws it: a party size, a name, the terms. */
function BookingForm() {
  const [guests, setGuests] = useState('2');
  const [name, setName] = useState('');
  const [terms, setTerms] = useState(false);
  return (
    <form>
      <select
        aria-label="Guests"
        value={guests}
        onChange={(event) => setGuests(event.target.value)}
      >
        {['1', '2', '4'].map((size) => (
          <option key={size}>{size}</option>
        ))}
      </select>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <input
        type="checkbox"
        aria-label="Terms"
        checked={terms}
        onChange={(event) => setTerms(event.target.checked)}
      />
      <output>{`${guests}|${name}|${String(terms)}`}</output>
    </form>
  );
}

let container: HTMLElement;

/** The server's HTML in the page, not yet hydrated. */
function drawOnServer() {
  container = document.createElement('div');
  container.innerHTML = renderToString(<BookingForm />);
  document.body.append(container);
  return {
    guests: container.querySelector('select') as HTMLSelectElement,
    name: container.querySelector('input:not([type])') as HTMLInputElement,
    terms: container.querySelector('input[type=checkbox]') as HTMLInputElement,
    state: () => container.querySelector('output')?.textContent,
  };
}

async function hydrate() {
  await act(async () => {
    hydrateRoot(container, <BookingForm />);
  });
}

afterEach(() => container.remove());

describe('keepEarlyInput', () => {
  it('tells the hydrated page what the diner chose before its code came', async () => {
    const page = drawOnServer();
    page.guests.value = '4';
    page.name.value = 'Guðrún';
    page.terms.checked = true;
    const tell = keepEarlyInput(container);
    await hydrate();
    // Hydrated, the page still holds what the server drew: the choices are on screen only.
    expect(page.state()).toBe('2||false');
    act(() => tell());
    expect(page.state()).toBe('4|Guðrún|true');
    expect([page.guests.value, page.name.value, page.terms.checked]).toEqual(['4', 'Guðrún', true]);
  });

  it('keeps a choice made while the page hydrates', async () => {
    const page = drawOnServer();
    const tell = keepEarlyInput(container);
    page.guests.value = '1';
    page.guests.dispatchEvent(new Event('change', { bubbles: true }));
    await hydrate();
    act(() => tell());
    expect(page.state()).toBe('1||false');
  });

  it('leaves untouched fields alone', async () => {
    const page = drawOnServer();
    const tell = keepEarlyInput(container);
    await hydrate();
    act(() => tell());
    expect(page.state()).toBe('2||false');
    expect(page.guests.value).toBe('2');
  });
});
