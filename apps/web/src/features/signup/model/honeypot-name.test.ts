import { describe, expect, it } from 'vitest';
import { honeypotName } from './honeypot-name';

describe('honeypotName', () => {
  it.each([
    ['https://dekka.us21.list-manage.com/subscribe/post?u=4f1a2b3c&id=9d8e7f', 'b_4f1a2b3c_9d8e7f'],
    ['https://dekka.us21.list-manage.com/subscribe/post?u=4f1a2b3c', 'b_dekka_newsletter'],
    ['https://newsletter.example.com/join', 'b_dekka_newsletter'],
    ['', 'b_dekka_newsletter'],
    ['not a url', 'b_dekka_newsletter'],
  ])('%j → %s', (url, expected) => {
    expect(honeypotName(url)).toBe(expected);
  });
});
