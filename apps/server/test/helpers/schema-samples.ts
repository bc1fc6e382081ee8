import type { z } from 'zod';

/** The parts of a zod definition the sampler reads; zod's own types differ per kind. */
type Def = {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  values?: unknown[];
  entries?: Record<string, unknown>;
  items?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
  coerce?: boolean;
};

function defOf(schema: z.ZodType): Def {
  return schema.def as unknown as Def;
}

const GUID = '3f0c9a52-6a1e-4c57-9d7e-2b8f4c1d0a6e';

/**
 * Strings tried, in order, until one passes a string schema: the formats the contracts ask for
 * (a time, a date, an e-mail address, a phone number, a colour), so that a sample passes regexes
 * and refinements without the sampler having to read them.
 */
const STRING_CANDIDATES = [
  'Fuzz',
  '2026-12-10T19:00',
  '2026-12-10',
  '19:00',
  GUID,
  'fuzz@example.com',
  'https://example.com/',
  '+354 555 1234',
  '#336699',
  'is',
  'fuzz-slug',
  '1',
  '12345',
  '123456',
  'a',
  '',
];

/** A value that passes `schema` when it can find one, built field by field; `hints` win by key. */
export function sampleOf(
  schema: z.ZodType,
  hints: Record<string, unknown> = {},
  key = '',
): unknown {
  if (key in hints) {
    // A path or query value is a string even where the hint is a number.
    const hint = [hints[key], String(hints[key])].find((value) => schema.safeParse(value).success);
    if (hint !== undefined) return hint;
  }
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
    case 'template_literal': {
      const found = STRING_CANDIDATES.find((candidate) => schema.safeParse(candidate).success);
      if (found !== undefined) return found;
      const minLength = (schema as z.ZodString).minLength ?? 1;
      return 'a'.repeat(Math.max(1, minLength));
    }
    case 'number': {
      const number = schema as z.ZodNumber;
      const candidates = [1, 2, 10, number.minValue ?? 0, 0, 0.5];
      const found = candidates.find(
        (candidate) => schema.safeParse(def.coerce ? String(candidate) : candidate).success,
      );
      return found ?? 1;
    }
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'object': {
      const withOptional: Record<string, unknown> = {};
      const required: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(def.shape ?? {})) {
        const value = sampleOf(field, hints, name);
        withOptional[name] = value;
        if (!field.safeParse(undefined).success) required[name] = value;
      }
      if (schema.safeParse(withOptional).success) return withOptional;
      return schema.safeParse(required).success ? required : withOptional;
    }
    case 'array': {
      if (!def.element) return [];
      const one = [sampleOf(def.element, hints, key)];
      if (schema.safeParse(one).success) return one;
      return schema.safeParse([]).success ? [] : one;
    }
    case 'tuple':
      return (def.items ?? []).map((item) => sampleOf(item, hints, key));
    case 'record':
      return {};
    case 'union': {
      const samples = (def.options ?? []).map((option) => sampleOf(option, hints, key));
      return samples.find((sample) => schema.safeParse(sample).success) ?? samples[0];
    }
    case 'intersection': {
      const left = sampleOf(def.left as z.ZodType, hints, key);
      const right = sampleOf(def.right as z.ZodType, hints, key);
      return typeof left === 'object' && typeof right === 'object'
        ? { ...(left as object), ...(right as object) }
        : left;
    }
    case 'pipe':
      return sampleOf(def.in as z.ZodType, hints, key);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional': {
      const inner = sampleOf(def.innerType as z.ZodType, hints, key);
      if (schema.safeParse(inner).success) return inner;
      return def.type === 'nullable' ? null : inner;
    }
    case 'lazy':
      return def.getter ? sampleOf(def.getter(), hints, key) : undefined;
    default:
      return 'x';
  }
}

type FieldPath = (string | number)[];

/** Every property and array element under `value`, outermost first: the fields a fuzzer swaps. */
export function fieldPaths(value: unknown, prefix: FieldPath = []): FieldPath[] {
  if (value === null || typeof value !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  return entries.flatMap(([name, child]) => [
    [...prefix, name],
    ...fieldPaths(child, [...prefix, name]),
  ]);
}

/** A copy of `value` with the field at `path` replaced by `replacement`. */
export function withField(value: unknown, path: FieldPath, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    const copy: unknown[] = [...value];
    copy[Number(head)] = withField(copy[Number(head)], rest, replacement);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  copy[head] = withField(copy[head], rest, replacement);
  return copy;
}
