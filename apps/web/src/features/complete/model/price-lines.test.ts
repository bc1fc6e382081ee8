import { describe, expect, it } from 'vitest';
import { hasPriceLines, priceLines } from './price-lines';

function info(overrides: Partial<Parameters<typeof priceLines>[0]> = {}) {
  return {
    guests: 2,
    isWaitingList: false,
    paymentRequirements: { totalNoShow: 0, totalPrepaid: 0 },
    prices: { prepaymentPerGuest: 0, noShowFeePerGuest: 0, menus: [], event: null },
    ...overrides,
  };
}

describe('priceLines', () => {
  it('lists prepaid menus and the per-guest prepayment as what the prepayment covers', () => {
    const lines = priceLines(
      info({
        paymentRequirements: { totalNoShow: 0, totalPrepaid: 55_600 },
        prices: {
          prepaymentPerGuest: 12_900,
          noShowFeePerGuest: 0,
          menus: [
            { id: 1, name: 'Smakkseðill', count: 2, pricePerGuest: 14_900, paymentType: 2 },
            { id: 2, name: 'Barseðill', count: 0, pricePerGuest: 6_900, paymentType: 0 },
          ],
          event: null,
        },
      }),
    );
    expect(lines.menus).toEqual([
      {
        id: 1,
        name: 'Smakkseðill',
        count: 2,
        pricePerGuest: 14_900,
        total: 29_800,
        paidAs: 'prepaid',
      },
    ]);
    expect(lines.prepayment).toEqual({
      total: 55_600,
      covers: [
        { kind: 'menu', name: 'Smakkseðill', count: 2 },
        { kind: 'perGuest', perGuest: 12_900, guests: 2, total: 25_800 },
      ],
    });
    expect(lines.payNow).toBe(55_600);
    expect(lines.atRestaurant).toBe(0);
    expect(lines.noShowFee).toBeNull();
  });

  it('gives the no-show fee per guest and in total, and what is paid at the table', () => {
    const lines = priceLines(
      info({
        guests: 4,
        paymentRequirements: { totalNoShow: 20_000, totalPrepaid: 0 },
        prices: {
          prepaymentPerGuest: 0,
          noShowFeePerGuest: 5_000,
          menus: [
            { id: 3, name: 'Barseðill', count: 2, pricePerGuest: 6_900, paymentType: 0 },
            { id: 4, name: 'Dagsins', count: 1, pricePerGuest: null, paymentType: 0 },
          ],
          event: { name: 'Djasskvöld', pricePerGuest: null },
        },
      }),
    );
    expect(lines.noShowFee).toEqual({
      total: 20_000,
      covers: [{ kind: 'perGuest', perGuest: 5_000, guests: 4, total: 20_000 }],
    });
    expect(lines.atRestaurant).toBe(13_800);
    expect(lines.menus[1]).toMatchObject({ pricePerGuest: null, total: null });
    // An event without a price has no line.
    expect(lines.event).toBeNull();
    expect(lines.payNow).toBe(0);
  });

  it("shows an event's price per guest", () => {
    const lines = priceLines(
      info({
        prices: {
          prepaymentPerGuest: 0,
          noShowFeePerGuest: 0,
          menus: [],
          event: { name: 'Vínsmökkun', pricePerGuest: 8_900 },
        },
      }),
    );
    expect(lines.event).toEqual({ name: 'Vínsmökkun', pricePerGuest: 8_900 });
  });

  it('has nothing to list for a waiting-list entry or a booking without prices', () => {
    const plain = info();
    expect(hasPriceLines(plain, priceLines(plain))).toBe(false);
    const waiting = info({
      isWaitingList: true,
      prices: {
        prepaymentPerGuest: 0,
        noShowFeePerGuest: 0,
        menus: [{ id: 1, name: 'Smakkseðill', count: 2, pricePerGuest: 14_900, paymentType: 2 }],
        event: null,
      },
    });
    expect(hasPriceLines(waiting, priceLines(waiting))).toBe(false);
  });
});
