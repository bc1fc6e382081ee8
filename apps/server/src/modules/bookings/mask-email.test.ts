import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email.ts';

describe('maskEmail', () => {
  it('keeps two characters of the local part and the domain', () => {
    expect(maskEmail('gudrun@example.is')).toBe('gu•••@example.is');
  });

  it('never shows a short local part whole', () => {
    expect(maskEmail('ab@example.is')).toBe('a•••@example.is');
    expect(maskEmail('a@example.is')).toBe('a•••@example.is');
  });

  it('gives nothing for a missing or broken address', () => {
    expect(maskEmail(null)).toBeNull();
    expect(maskEmail('')).toBeNull();
    expect(maskEmail('@example.is')).toBeNull();
  });
});
