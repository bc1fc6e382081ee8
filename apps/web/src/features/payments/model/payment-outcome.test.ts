import { describe, expect, it } from 'vitest';
import { asPaymentEvent, outcomeOfEvent, outcomeOfStatus } from './payment-outcome';

const GUID = '0b9f5a52-52c7-4b8e-9a51-4d7c7e1f6a10';
const OTHER = '5d3c2b1a-0000-4000-8000-000000000000';
const ID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const SENT = '2026-11-23T12:00:00.000Z';

describe('outcomeOfEvent', () => {
  it('a PaymentEvent for this guid is the success', () => {
    expect(outcomeOfEvent({ type: 5, id: ID, title: GUID, sentDate: SENT }, GUID)).toEqual({
      kind: 'succeeded',
    });
  });

  it.each([
    [{ type: 4 as const, id: ID, title: 'payment_declined', sentDate: SENT }, 'payment_declined'],
    [{ type: 5 as const, id: ID, title: OTHER, sentDate: SENT }, OTHER],
    [{ type: 4 as const, id: ID, title: GUID, sentDate: SENT }, GUID],
  ])('any other event is a failure: %j', (event, reason) => {
    expect(outcomeOfEvent(event, GUID)).toEqual({ kind: 'failed', reason });
  });
});

describe('outcomeOfStatus', () => {
  it.each([
    ['none', null],
    ['pending', null],
  ] as const)('%s: keep waiting', (status, expected) => {
    expect(outcomeOfStatus({ status, latestEvent: null }, GUID)).toBe(expected);
  });

  it('succeeded', () => {
    const latestEvent = { type: 5 as const, id: ID, title: GUID, sentDate: SENT };
    expect(outcomeOfStatus({ status: 'succeeded', latestEvent }, GUID)).toEqual({
      kind: 'succeeded',
    });
  });

  it('failed, with the reason the event carries', () => {
    const latestEvent = { type: 4 as const, id: ID, title: 'hold_expired', sentDate: SENT };
    expect(outcomeOfStatus({ status: 'failed', latestEvent }, GUID)).toEqual({
      kind: 'failed',
      reason: 'hold_expired',
    });
    expect(outcomeOfStatus({ status: 'failed', latestEvent: null }, GUID)).toEqual({
      kind: 'failed',
      reason: 'payment_declined',
    });
  });
});

describe('asPaymentEvent', () => {
  it('accepts the two event shapes the hub sends', () => {
    const event = { type: 5, id: ID, title: GUID, sentDate: SENT };
    expect(asPaymentEvent(event)).toEqual(event);
    expect(asPaymentEvent({ ...event, type: 4 })).toEqual({ ...event, type: 4 });
  });

  it.each([null, 'x', 5, { type: 1, id: ID, title: GUID, sentDate: SENT }, { type: 5, id: ID }])(
    'rejects %j',
    (message) => {
      expect(asPaymentEvent(message)).toBeNull();
    },
  );
});
