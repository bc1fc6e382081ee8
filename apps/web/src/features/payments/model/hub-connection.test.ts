import { describe, expect, it } from 'vitest';
import {
  combinedConnectionState,
  HubConnectionState as S,
  paymentHubReconnectDelay,
} from './hub-connection';

describe('paymentHubReconnectDelay (docs/product.md, "Timings and limits")', () => {
  it('waits 1 s x3, 3 s x11, 5 s x8, then 10 s, 20 s and 30 s from then on', () => {
    const delays = Array.from({ length: 30 }, (_, retry) => paymentHubReconnectDelay(retry));
    expect(delays).toEqual([
      ...Array<number>(3).fill(1_000),
      ...Array<number>(11).fill(3_000),
      ...Array<number>(8).fill(5_000),
      10_000,
      20_000,
      ...Array<number>(6).fill(30_000),
    ]);
  });

  it.each([
    [0, 1_000],
    [2, 1_000],
    [3, 3_000],
    [13, 3_000],
    [14, 5_000],
    [21, 5_000],
    [22, 10_000],
    [23, 20_000],
    [24, 30_000],
    [1_000, 30_000],
  ])('retry %i waits %i ms', (retry, delay) => {
    expect(paymentHubReconnectDelay(retry)).toBe(delay);
  });

  it('has waited 49 s in all before the 10 s step', () => {
    let total = 0;
    for (let retry = 0; retry < 22; retry += 1) total += paymentHubReconnectDelay(retry);
    expect(total).toBe(3 * 1_000 + 11 * 3_000 + 8 * 5_000);
  });

  it.each([-1, 1.5, Number.NaN])('rejects retry %s', (retry) => {
    expect(() => paymentHubReconnectDelay(retry)).toThrow(RangeError);
  });
});

describe('combinedConnectionState (docs/product.md, "The booking flow")', () => {
  it.each([
    [[], null],
    [[S.Connected], S.Connected],
    [[S.Connected, S.Connected], S.Connected],
    [[S.Connected, S.Disconnected], S.Disconnected],
    [[S.Connecting, S.Disconnected, S.Reconnecting], S.Disconnected],
    [[S.Connected, S.Disconnecting], S.Disconnected],
    [[S.Connected, S.Connecting], S.Connecting],
    [[S.Reconnecting, S.Connecting], S.Connecting],
    [[S.Connected, S.Reconnecting], S.Reconnecting],
    [[S.Reconnecting], S.Reconnecting],
  ])('%j → %s', (states, expected) => {
    expect(combinedConnectionState(states)).toBe(expected);
  });
});
