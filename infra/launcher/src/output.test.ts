import { formatLine, LineSplitter, parseStructured } from './output';

const plain = { width: 10, color: false };

describe('formatLine', () => {
  it('prefixes a plain line with the padded process name', () => {
    expect(formatLine('nats', 'Server is ready', plain)).toBe('nats       | Server is ready');
  });

  it('shows a pino line as level, message and its own fields', () => {
    const line = JSON.stringify({
      level: 40,
      time: 1,
      pid: 7,
      hostname: 'h',
      msg: 'slow query',
      ms: 812,
    });
    expect(formatLine('svc-auth', line, plain)).toBe('svc-auth   | WARN  slow query {"ms":812}');
  });

  it('colours the name only on a terminal', () => {
    const escape = String.fromCharCode(27);
    const line = formatLine('web', 'x', { width: 3, color: true });
    expect(line.startsWith(escape)).toBe(true);
    expect(line.endsWith(`web |${escape}[0m x`)).toBe(true);
  });
});

describe('parseStructured', () => {
  it('ignores text that only looks like JSON', () => {
    expect(parseStructured('{ broken')).toBeUndefined();
    expect(parseStructured('[1,2]')).toBeUndefined();
    expect(parseStructured('{"level":"error","message":"boom"}')).toEqual({
      level: 'ERROR',
      message: 'boom',
      fields: {},
    });
  });
});

describe('LineSplitter', () => {
  it('emits whole lines across chunks and the rest at the end', () => {
    const lines: string[] = [];
    const splitter = new LineSplitter((line) => lines.push(line));
    splitter.push('one\r\ntw');
    splitter.push('o\nthr');
    expect(lines).toEqual(['one', 'two']);
    splitter.end();
    expect(lines).toEqual(['one', 'two', 'thr']);
  });
});
