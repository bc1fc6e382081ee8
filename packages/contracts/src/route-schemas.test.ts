import { describe, expect, it } from 'vitest';
import { ROUTE_SCHEMAS } from './route-schemas.ts';
import { INT4_MAX, INT4_MIN } from './zod.ts';
import type { z } from './zod.ts';

/** The parts of a zod definition this walk reads; zod's own types differ per kind. */
type Def = {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
};

/** Every number schema under `schema`, with the path of fields that leads to it. */
function numbersIn(schema: z.ZodType, at: string, found: [string, z.ZodNumber][] = []) {
  const def = schema.def as unknown as Def;
  const walk = (child: z.ZodType | null | undefined, name = at) => {
    if (child) numbersIn(child, name, found);
  };
  switch (def.type) {
    case 'number':
      found.push([at, schema as z.ZodNumber]);
      break;
    case 'object':
      for (const [name, field] of Object.entries(def.shape ?? {})) walk(field, `${at}.${name}`);
      break;
    case 'array':
      walk(def.element, `${at}[]`);
      break;
    case 'tuple':
      for (const item of def.items ?? []) walk(item, `${at}[]`);
      walk(def.rest, `${at}[]`);
      break;
    case 'record':
      walk(def.keyType);
      walk(def.valueType, `${at}{}`);
      break;
    case 'union':
      for (const option of def.options ?? []) walk(option);
      break;
    case 'intersection':
      walk(def.left);
      walk(def.right);
      break;
    case 'pipe':
      walk(def.in);
      walk(def.out);
      break;
    case 'lazy':
      walk(def.getter?.());
      break;
    default:
      walk(def.innerType);
  }
  return found;
}

describe('the schemas of what a request carries', () => {
  const numbers = Object.entries(ROUTE_SCHEMAS).flatMap(([route, schemas]) =>
    (['params', 'querystring', 'headers', 'body'] as const).flatMap((part) => {
      const parts: Partial<Record<typeof part | 'response', z.ZodType>> = schemas;
      const schema = parts[part];
      return schema ? numbersIn(schema, `${route} ${part}`) : [];
    }),
  );

  it('bound every whole number to the range of the integer column it reaches', () => {
    const unbounded = numbers
      .filter(([, number]) => number.isInt)
      .filter(
        ([, number]) =>
          (number.minValue ?? -Infinity) < INT4_MIN || (number.maxValue ?? Infinity) > INT4_MAX,
      )
      .map(([where]) => where);
    expect(unbounded).toEqual([]);
  });

  it('bound every other number too', () => {
    const unbounded = numbers
      .filter(([, number]) => !number.isInt)
      .filter(
        ([, number]) => !Number.isFinite(number.minValue) || !Number.isFinite(number.maxValue),
      )
      .map(([where]) => where);
    expect(unbounded).toEqual([]);
  });
});
