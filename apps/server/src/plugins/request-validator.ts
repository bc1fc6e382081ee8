import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

const NUL = '\u0000';

/**
 * The path (`/contact/firstName`, `/lines/0/note`) of the first string in `value` that holds a
 * NUL character, as a key or a value; null when there is none. A loop, not recursion: a body
 * nested thousands of arrays deep must not overflow the stack before the schema refuses it.
 */
function nulPath(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes(NUL)) return `${path}/${key}`;
        pending.push([child, `${path}/${key}`]);
      }
    }
  }
  return null;
}

/**
 * The contract's zod schema checks each part of a request (params, query, headers, body), as
 * fastify-type-provider-zod's compiler does; before it, any string with a NUL character is
 * refused, nested or not. PostgreSQL cannot store U+0000 in text and fails the whole statement,
 * so such a value would otherwise reach a query and answer 500; here it is a 400
 * `validation_failed` naming the field, for every route and every part at once.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const path = nulPath(data);
    if (path !== null) {
      return {
        error: [
          {
            keyword: 'nul',
            instancePath: path,
            schemaPath: '#',
            params: {},
            message: 'must not contain the NUL character (U+0000)',
          },
        ],
      };
    }
    return validate(data);
  };
};
