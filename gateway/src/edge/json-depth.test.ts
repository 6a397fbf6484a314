import { jsonDepthWithin, maxJsonDepth } from './json-depth';

const nested = (depth: number, open = '[', close = ']') =>
  `${open.repeat(depth)}${close.repeat(depth)}`;

describe('jsonDepthWithin', () => {
  it('lets bodies as deep as the limit through', () => {
    expect(jsonDepthWithin('{"user_id":1,"tags":["a",{"b":[1]}]}')).toBe(true);
    expect(jsonDepthWithin(nested(maxJsonDepth))).toBe(true);
    expect(jsonDepthWithin('"just a string"')).toBe(true);
  });

  it('refuses deeper ones, of arrays, objects or both', () => {
    expect(jsonDepthWithin(nested(maxJsonDepth + 1))).toBe(false);
    expect(jsonDepthWithin(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`)).toBe(false);
    expect(jsonDepthWithin('[{"a":[{"b":[1]}]}]', 4)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthWithin(JSON.stringify({ text: '[[[[[[[[{{{{{{' }), 1)).toBe(true);
    expect(jsonDepthWithin(JSON.stringify({ text: 'say \\"[[[[\\" \\\\' }), 1)).toBe(true);
    expect(jsonDepthWithin(JSON.stringify({ text: '\\', after: [[1]] }), 2)).toBe(false);
  });
});
