import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const Row = z.object({
  id: z.number().int(),
  name: z.string().max(10),
  times: z.array(z.object({ at: z.string(), free: z.boolean() })).max(5),
  note: z.string().optional(),
});

const serialize = responseSerializerCompiler({ schema: Row, method: 'GET', url: '/rows' });

describe('responseSerializerCompiler', () => {
  it('writes what the contract allows and drops the rest', () => {
    const out = serialize({
      id: 1,
      name: 'Lyng',
      times: [{ at: '19:00', free: true, secret: 'x' }],
      locale: 'is-IS',
    });
    expect(JSON.parse(out)).toEqual({ id: 1, name: 'Lyng', times: [{ at: '19:00', free: true }] });
  });

  it('refuses a value that breaks the contract', () => {
    for (const bad of [
      { id: 1.5, name: 'Lyng', times: [] },
      { id: 1, name: 'far too long a name', times: [] },
      { id: 1, name: 'Lyng', times: [{ at: '19:00' }] },
    ]) {
      expect(() => serialize(bad)).toThrow(ResponseSerializationError);
    }
  });
});
