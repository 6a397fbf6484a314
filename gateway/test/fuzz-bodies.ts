import fc from 'fast-check';
import { z } from 'zod';

/** Values the fuzz puts where a real member's data goes, so bodies get past the ownership check. */
export interface KnownValues {
  /** The ids of the calling member, another member and the admin. */
  userIds: number[];
}

/** Controls, bidirectional overrides and isolates, marks, and a few letters around them. */
const nastyCharacter = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0008',
  '\u001b',
  '\u007f',
  '\u0085',
  '\t',
  '\n',
  '\r',
  '\u2028',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2069',
  '\u200e',
  '\u200f',
  '\ufeff',
  '\ud800',
  'a',
  'ก',
  'ø',
  '%',
  "'",
  '"',
  '\\',
);

const hugeNumbers = [
  2 ** 31,
  2 ** 31 - 1,
  2 ** 32,
  2 ** 53,
  2 ** 63,
  -(2 ** 31) - 1,
  1e308,
  -1e308,
];
const numberLike = [
  '2147483648',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e999',
  '0x10',
  '1.5',
  ' 1 ',
  '',
];

const deepNesting = fc
  .integer({ min: 10, max: 400 })
  .chain((depth) =>
    fc
      .boolean()
      .map((asArray) =>
        Array.from({ length: depth }).reduce<unknown>(
          (inner) => (asArray ? [inner] : { a: inner }),
          1,
        ),
      ),
  );

/** What an attacker sends instead of a proper value. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...hugeNumbers, -1, 0, 0.5, ...numberLike) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '\u0000',
      'a\u0000b',
      '\u202eevil',
      '\u2066x\u2069',
      '%00',
      '\u200f',
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: nastyCharacter, minLength: 1, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1000, max: 200_000 }).map((length) => 'x'.repeat(length)),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 1000, max: 20_000 })
      .map((length) => Array.from({ length }, (_, i) => i)),
  },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.constant<unknown>(JSON.parse('{"$gt":"","__proto__":{"admin":true}}')),
  },
);

/** A plausible id: one of the known members' (so ownership checks pass), or a small one. */
const idValue = (known: KnownValues) =>
  fc.oneof(
    fc.constantFrom(...known.userIds),
    fc.integer({ min: 1, max: 50 }),
    fc.constant(2 ** 31 - 1),
  );

function stringValue(schema: z.ZodString): fc.Arbitrary<unknown> {
  const patterns = schema._zod.bag.patterns as Set<RegExp> | undefined;
  const maxLength = Math.min(schema.maxLength ?? 60, 60);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema instanceof z.ZodStringFormat) {
    if (schema.format === 'email') return fc.emailAddress();
    if (schema.format === 'uuid') return fc.uuid();
    if (schema.format === 'datetime')
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  }
  const pattern = patterns && [...patterns][0];
  return fc.oneof(
    pattern ? fc.stringMatching(pattern) : fc.string({ minLength, maxLength }),
    fc.constantFrom('Y', 'N', 'M', 'F', 'ALL', 'USER_INFO', 'GENDER', '1990-01-01'),
  );
}

function numberValue(schema: z.ZodNumber): fc.Arbitrary<unknown> {
  const min = Math.max(schema.minValue ?? -1000, -1e9);
  const max = Math.min(schema.maxValue ?? 1000, 1e9);
  return schema.isInt ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
}

/**
 * A value of the shape `schema` accepts (not always a valid one: strings are random, numbers
 * range over the bounds), with ids taken from `known`. Field names say where ids go.
 */
export function validShaped(
  schema: z.ZodType,
  known: KnownValues,
  field = '',
): fc.Arbitrary<unknown> {
  if (field.endsWith('user_id') || field === 'user_interest_id') return idValue(known);
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    const fields = Object.fromEntries(
      Object.entries(shape).map(([key, value]) => [key, validShaped(value, known, key)]),
    );
    const requiredKeys = Object.entries(shape)
      .filter(([, value]) => !value.safeParse(undefined).success)
      .map(([key]) => key);
    return fc.record(fields, { requiredKeys });
  }
  if (schema instanceof z.ZodString) return stringValue(schema);
  if (schema instanceof z.ZodNumber) return numberValue(schema);
  if (schema instanceof z.ZodBoolean) return fc.boolean();
  if (schema instanceof z.ZodEnum) return fc.constantFrom(...(schema.options as unknown[]));
  if (schema instanceof z.ZodLiteral) return fc.constantFrom(...(schema.values as Set<unknown>));
  if (schema instanceof z.ZodUnion)
    return fc.oneof(
      ...(schema.options as z.ZodType[]).map((option) => validShaped(option, known, field)),
    );
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault)
    return fc.option(validShaped(schema.unwrap() as z.ZodType, known, field), { nil: undefined });
  if (schema instanceof z.ZodNullable)
    return fc.option(validShaped(schema.unwrap() as z.ZodType, known, field), { nil: null });
  if (schema instanceof z.ZodArray)
    return fc.array(validShaped(schema.element as z.ZodType, known, field), { maxLength: 5 });
  if (schema instanceof z.ZodPipe) {
    // A preprocess reads what its output schema reads; any other pipe reads its input's shape.
    const reads = schema.in instanceof z.ZodTransform ? schema.out : schema.in;
    return validShaped(reads as z.ZodType, known, field);
  }
  return fc.jsonValue({ maxDepth: 2 });
}

/** The top-level field names of a route's input, looking through pipes and unions. */
export function fieldNames(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape as object);
  if (schema instanceof z.ZodPipe)
    return fieldNames((schema.in instanceof z.ZodTransform ? schema.out : schema.in) as z.ZodType);
  if (schema instanceof z.ZodUnion)
    return [...new Set((schema.options as z.ZodType[]).flatMap(fieldNames))];
  return [];
}

/** What is sent: a JSON value, or (now and then) text that is not JSON at all. */
export type FuzzPayload = { json: unknown } | { raw: string };

const brokenJson = fc.constantFrom(
  '{',
  '{"user_id":',
  '[1,2',
  '{"a":1}}',
  'nul',
  '"\\u00',
  '{"a":"\\ud800"}',
);

/** An object nested 5,000 deep, as text: it overflowed the digest of a sealed call (issue 27). */
const nestedFiveThousandDeep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;

/**
 * A body for a route: mostly its own shape with one field made hostile, else the shape as is,
 * extra keys, something else entirely (array, string, deep nesting) or broken JSON.
 */
export function routeBody(schema: z.ZodType, known: KnownValues): fc.Arbitrary<FuzzPayload> {
  const shaped = validShaped(schema, known).map((value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {},
  );
  const names = fieldNames(schema);
  const oneHostileField = fc
    .tuple(shaped, names.length ? fc.constantFrom(...names) : fc.string(), hostileValue)
    .map(([body, name, value]) => ({ ...body, [name]: value }));
  // The same bad value in every field but the caller's own user_id (which the gateway checks
  // first), so it reaches the service and its database whichever field it lands in.
  const everyFieldHostile = fc
    .tuple(shaped, fc.constantFrom<unknown>(2 ** 31, '2147483648', 1e308, 'a\u0000b', '\u202e'))
    .map(([body, value]) => ({
      ...Object.fromEntries(names.map((name) => [name, value])),
      ...('user_id' in body && { user_id: body.user_id }),
    }));
  const extraKeys = fc
    .tuple(shaped, fc.dictionary(fc.string({ maxLength: 20 }), hostileValue, { maxKeys: 5 }))
    .map(([body, extra]) => ({ ...extra, ...body, constructor: { prototype: { admin: true } } }));
  return fc.oneof(
    { weight: 5, arbitrary: oneHostileField.map((json) => ({ json })) },
    { weight: 3, arbitrary: shaped.map((json) => ({ json })) },
    { weight: 2, arbitrary: everyFieldHostile.map((json) => ({ json })) },
    { weight: 1, arbitrary: extraKeys.map((json) => ({ json })) },
    { weight: 1, arbitrary: hostileValue.map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.array(shaped, { maxLength: 3 }).map((json) => ({ json })) },
    { weight: 1, arbitrary: brokenJson.map((raw) => ({ raw })) },
    { weight: 1, arbitrary: fc.constant({ raw: nestedFiveThousandDeep }) },
  );
}

/** Lone surrogates cannot be URL-encoded; a browser would send U+FFFD. */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** A path parameter: a value of its schema's shape, or a hostile one, as URL text. */
export function pathParameter(schema: z.ZodType, known: KnownValues): fc.Arbitrary<string> {
  return fc
    .oneof(validShaped(schema, known), hostileValue)
    .map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')))
    .map((text) => encodeURIComponent(wellFormed(text)))
    .filter((text) => text.length < 4000);
}
