import { type z } from 'zod';
import { fieldMessages, idSchema, maxId, textSchema } from './fields';
import { firstIssue } from './validation';

function outcome(schema: z.ZodType, input: unknown): { value: unknown } | { message: string } {
  const result = schema.safeParse(input);
  return result.success ? { value: result.data } : { message: firstIssue(result.error).message };
}

describe('idSchema', () => {
  const id = idSchema();

  it('takes ids from 1 to 2^31 - 1, as numbers or their digits', () => {
    expect(outcome(id, 1)).toEqual({ value: 1 });
    expect(outcome(id, maxId)).toEqual({ value: 2147483647 });
    expect(outcome(id, '42')).toEqual({ value: 42 });
    expect(outcome(id, ' 7 ')).toEqual({ value: 7 });
  });

  it('refuses 2^31 and above with a message, as numbers or strings', () => {
    for (const tooBig of [2 ** 31, 2 ** 53, 1e300, '2147483648', '99999999999999999999'])
      expect(outcome(id, tooBig)).toEqual({ message: fieldMessages.invalidId });
  });

  it('refuses what is not a positive whole number rather than coercing it', () => {
    const refused = [0, -1, 1.5, Number.NaN, Infinity, '', ' ', '1e3', '-3', 'NaN', '0x10'];
    for (const value of [...refused, true, null, [5], { id: 5 }, '1\u0000'])
      expect(outcome(id, value)).toEqual({ message: fieldMessages.invalidId });
  });

  it("tells a field's own message", () => {
    expect(outcome(idSchema('Not Found User'), 2 ** 31)).toEqual({ message: 'Not Found User' });
    expect(outcome(idSchema('Not Found User').optional(), undefined)).toEqual({
      value: undefined,
    });
  });
});

describe('textSchema', () => {
  const line = textSchema({ max: 10 });
  const lines = textSchema({ max: 50, multiline: true });
  const name = textSchema({ max: 20, name: true });

  it('refuses NUL and other control characters with a message', () => {
    for (const control of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\t', '\n'])
      expect(outcome(line, `a${control}b`)).toEqual({ message: fieldMessages.textNotAllowed });
  });

  it('keeps tabs and line breaks in multi-line text, and refuses NUL there too', () => {
    expect(outcome(lines, 'one\r\ntwo\tthree')).toEqual({ value: 'one\r\ntwo\tthree' });
    expect(outcome(lines, 'one\u0000two')).toEqual({ message: fieldMessages.textNotAllowed });
  });

  it('strips bidirectional overrides and isolates from every text', () => {
    expect(outcome(line, '\u202egnp.exe')).toEqual({ value: 'gnp.exe' });
    expect(outcome(lines, 'a\u2066b\u2069c\u202a')).toEqual({ value: 'abc' });
  });

  it('strips the direction marks from names too, and keeps Thai and Norwegian letters', () => {
    expect(outcome(name, '\u200fSomchai\u200e \u202dØstby')).toEqual({ value: 'Somchai Østby' });
    expect(outcome(name, 'สมชาย ใจดี')).toEqual({ value: 'สมชาย ใจดี' });
    expect(outcome(line, 'a\u200fb')).toEqual({ value: 'a\u200fb' });
  });

  it('trims, then bounds the length', () => {
    expect(outcome(line, `  ${'x'.repeat(10)}  `)).toEqual({ value: 'x'.repeat(10) });
    expect(outcome(line, 'x'.repeat(11))).toEqual({ message: fieldMessages.textTooLong });
    expect(outcome(textSchema({ max: 3, tooLong: 'Too long!' }), 'abcd')).toEqual({
      message: 'Too long!',
    });
  });

  it('refuses what is not a string with the given message', () => {
    expect(outcome(textSchema({ max: 5, error: 'Please fill in' }), 5)).toEqual({
      message: 'Please fill in',
    });
  });
});
