/**
 * The launcher's console: every line is prefixed with the process it came from; JSON log lines
 * (pino) are shown as level, message and the remaining fields.
 */
export type Stream = 'stdout' | 'stderr';
export type LineSink = (name: string, line: string, stream: Stream) => void;

export interface OutputStyle {
  /** Width of the name column. */
  width: number;
  color: boolean;
}

const pinoLevels: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields every pino line carries that say nothing to a person at a console (the prefix
 * already names the process). */
const noise = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'message',
  'v',
  'name',
  'service',
]);

export interface StructuredLine {
  level: string;
  message: string;
  fields: Record<string, unknown>;
}

export function parseStructured(line: string): StructuredLine | undefined {
  const text = line.trim();
  if (!text.startsWith('{') || !text.endsWith('}')) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const rawLevel = record['level'];
  const level =
    typeof rawLevel === 'number'
      ? (pinoLevels[rawLevel] ?? String(rawLevel))
      : typeof rawLevel === 'string'
        ? rawLevel.toUpperCase()
        : 'INFO';
  const rawMessage = record['msg'] ?? record['message'];
  const message = typeof rawMessage === 'string' ? rawMessage : '';
  const fields: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(record)) {
    if (!noise.has(key)) fields[key] = field;
  }
  return { level, message, fields };
}

const palette = [36, 32, 33, 35, 34, 96, 92, 93, 95, 94];

function colorOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length] ?? 36;
}

function paint(text: string, code: number, style: OutputStyle): string {
  return style.color ? `\u001b[${code}m${text}\u001b[0m` : text;
}

const levelColors: Record<string, number> = { WARN: 33, ERROR: 31, FATAL: 31 };

export function formatLine(name: string, line: string, style: OutputStyle): string {
  const prefix = paint(`${name.padEnd(style.width)} |`, colorOf(name), style);
  const structured = parseStructured(line);
  if (structured === undefined) return `${prefix} ${line}`;
  const level = structured.level.padEnd(5);
  const extra =
    Object.keys(structured.fields).length > 0 ? ` ${JSON.stringify(structured.fields)}` : '';
  return `${prefix} ${paint(level, levelColors[structured.level] ?? 2, style)} ${structured.message}${extra}`;
}

/** Splits a byte stream into lines, keeping a partial last line until more arrives. */
export class LineSplitter {
  private pending = '';

  constructor(private readonly emit: (line: string) => void) {}

  push(chunk: string): void {
    const parts = (this.pending + chunk).split(/\r?\n/);
    this.pending = parts.pop() ?? '';
    for (const part of parts) this.emit(part);
  }

  end(): void {
    if (this.pending !== '') this.emit(this.pending);
    this.pending = '';
  }
}
