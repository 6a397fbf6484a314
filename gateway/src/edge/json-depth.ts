/**
 * Deepest nesting of objects and arrays a JSON body may have. Every call's input is a flat
 * object or nearly so; far deeper bodies would only make later steps (the digest a sealed call
 * carries) recurse until the stack runs out.
 */
export const maxJsonDepth = 32;

/**
 * Whether the JSON text nests objects and arrays no deeper than `limit`, read in one pass
 * before it is parsed (brackets inside strings do not count).
 */
export function jsonDepthWithin(text: string, limit: number = maxJsonDepth): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > limit) return false;
    } else if (code === 0x7d || code === 0x5d) {
      depth -= 1;
    }
  }
  return true;
}
