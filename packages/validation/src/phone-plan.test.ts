import metadata from 'libphonenumber-js/min/metadata';
import { describe, expect, it } from 'vitest';
import { parsePhoneInPlan, planOfCallingCode } from './phone-plan.ts';
import { parsePhoneForCode } from './phone.ts';

describe('planOfCallingCode', () => {
  it('holds the regions of one code and nothing else', () => {
    const plan = planOfCallingCode(metadata, 1);
    expect(plan?.country_calling_codes).toEqual({ 1: metadata.country_calling_codes['1'] });
    expect(Object.keys(plan?.countries ?? {})).toEqual(expect.arrayContaining(['US', 'CA', 'JM']));
    expect(plan?.countries).not.toHaveProperty('IS');
    // Iceland's rules are a few hundred bytes, not the whole table's 80 kB.
    expect(JSON.stringify(planOfCallingCode(metadata, 354)).length).toBeLessThan(500);
  });

  it('knows no plan for codes of no region', () => {
    expect(planOfCallingCode(metadata, 800)).toBeNull();
    expect(planOfCallingCode(metadata, 365)).toBeNull();
    expect(planOfCallingCode(metadata, 999)).toBeNull();
  });
});

describe('parsePhoneInPlan', () => {
  it.each([
    ['555 1234', 354],
    ['+354 555 1234', 354],
    ['(416) 555-0123', 1],
    ['412 34 567', 47],
    ['20 12 34 56', 45],
    ['612 34 56 78', 34],
    ['+44 20 7946 0958', 354],
    ['12', 354],
  ])('reads %j with +%s as the whole table does', (phone, code) => {
    const plan = planOfCallingCode(metadata, code);
    expect(plan).not.toBeNull();
    if (!plan) return;
    expect(parsePhoneInPlan(phone, code, plan)?.number ?? null).toBe(
      parsePhoneForCode(phone, code)?.number ?? null,
    );
  });

  it('finds no number in the plan of another code', () => {
    const iceland = planOfCallingCode(metadata, 354);
    expect(iceland && parsePhoneInPlan('412 34 567', 47, iceland)).toBeNull();
  });
});
