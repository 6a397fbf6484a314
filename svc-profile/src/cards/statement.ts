/** SQL text built once, and the parameters it takes from each request. */
export interface Statement<Input> {
  readonly text: string;
  /** The text and the request's parameters, in the order of their placeholders. */
  bind(input: Input): [string, unknown[]];
}

/**
 * Hands out positional placeholders ($1, $2, …) while a statement's text is written, each with
 * how to read its value from a request: the text is written once, and a request only reads its
 * values, in the same order.
 */
export class Placeholders<Input> {
  private readonly readers: ((input: Input) => unknown)[] = [];

  /** The placeholder for the value `read` takes from each request. */
  of(read: (input: Input) => unknown): string {
    this.readers.push(read);
    return `$${this.readers.length}`;
  }

  statement(text: string): Statement<Input> {
    const readers = [...this.readers];
    return { text, bind: (input) => [text, readers.map((read) => read(input))] };
  }
}

/**
 * Statements by shape, each written on first use: the shapes are few (a key's parts are each
 * one of a short list), so the cache stays small without eviction.
 */
export function statementsByShape<Shape, Input>(
  keyOf: (shape: Shape) => string,
  write: (shape: Shape) => Statement<Input>,
): (shape: Shape) => Statement<Input> {
  const written = new Map<string, Statement<Input>>();
  return (shape) => {
    const key = keyOf(shape);
    let statement = written.get(key);
    if (!statement) {
      statement = write(shape);
      written.set(key, statement);
    }
    return statement;
  };
}
