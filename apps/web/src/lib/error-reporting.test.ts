import { describe, expect, it } from 'vitest';
import { serializeError, stringifyValue } from './error-reporting';

const context = { url: 'https://dekka.is/terms?lng=en', release: 'abc1234' };

describe('stringifyValue', () => {
  const circular: Record<string, unknown> = { name: 'loop' };
  circular.self = circular;

  it.each<[string, unknown, string]>([
    ['a string is quoted JSON', 'boom', '"boom"'],
    ['a number', 42, '42'],
    ['null', null, 'null'],
    ['a plain object', { code: 'x', n: 1 }, '{"code":"x","n":1}'],
    ['an array', [1, 'a'], '[1,"a"]'],
    ['undefined has no JSON form', undefined, 'undefined'],
    ['a cycle falls back to String', circular, '[object Object]'],
    ['a BigInt falls back to String', 10n, '10'],
    ['a symbol falls back to String', Symbol('s'), 'Symbol(s)'],
  ])('%s', (_name, value, expected) => {
    expect(stringifyValue(value)).toBe(expected);
  });
});

describe('serializeError', () => {
  it('reports an Error with its message and stack as kind error', () => {
    const error = new TypeError('x is not a function');
    const report = serializeError(error, context);
    expect(report).toEqual({
      message: 'x is not a function',
      stack: error.stack,
      kind: 'error',
      url: context.url,
      release: 'abc1234',
    });
  });

  it('uses the name when an Error has no message', () => {
    expect(serializeError(new RangeError(), context).message).toBe('RangeError');
  });

  it.each<[string, unknown, string]>([
    ['a thrown string', 'kaboom', '"kaboom"'],
    ['a thrown object', { status: 500 }, '{"status":500}'],
    ['a rejection with undefined', undefined, 'undefined'],
  ])('reports %s as kind non_error with the serialized value', (_name, value, message) => {
    const report = serializeError(value, context);
    expect(report).toEqual({ message, kind: 'non_error', url: context.url, release: 'abc1234' });
    expect(report).not.toHaveProperty('stack');
  });

  it('caps very long messages so the server accepts the report', () => {
    const report = serializeError('x'.repeat(5000), context);
    expect(report.message).toHaveLength(2000);
  });
});
