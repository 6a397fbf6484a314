import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type JetStreamManager } from '@nats-io/jetstream';

/*
 * The scans of issue 29's "nothing left": where a deleted member's username, address, names,
 * phone or photo ids (the traces, matched case aside) are still to be found once every service
 * has erased them.
 */

/** A database to scan: a query with positional parameters. */
export interface ScannedDatabase {
  query<Row extends object>(sql: string, params?: unknown[]): Promise<Row[]>;
}

/** Every text, varchar, uuid and json column of every table that holds a trace: `table.column`. */
export async function tracesInTables(
  database: ScannedDatabase,
  traces: readonly string[],
): Promise<string[]> {
  const columns = await database.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public'
        AND data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'uuid')`,
  );
  const patterns = traces.map((trace) => `%${trace}%`);
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const rows = await database.query(
      `SELECT 1 FROM "${table_name}" WHERE "${column_name}"::text ILIKE ANY($1) LIMIT 1`,
      [patterns],
    );
    if (rows.length > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

const holdsTrace = (text: string, traces: readonly string[]) => {
  const lower = text.toLowerCase();
  return traces.some((trace) => lower.includes(trace.toLowerCase()));
};

/** Every message these streams still hold that carries a trace: `STREAM #seq subject`. */
export async function tracesInStreams(
  jsm: JetStreamManager,
  streams: readonly string[],
  traces: readonly string[],
): Promise<string[]> {
  const found: string[] = [];
  for (const stream of streams) {
    const { state } = await jsm.streams.info(stream);
    if (state.messages === 0) continue;
    for (let seq = state.first_seq; seq <= state.last_seq; seq += 1) {
      const message = await jsm.streams.getMessage(stream, { seq }).catch(() => null);
      if (message && holdsTrace(message.string(), traces))
        found.push(`${stream} #${seq} ${message.subject}`);
    }
  }
  return found;
}

/**
 * Every file below `folder` whose path or bytes (read as Latin-1, so any byte sequence is text)
 * carry a trace, relative to `folder`: what a store keeps on disk, deleted records that it only
 * marked as deleted included.
 */
export async function tracesInFiles(folder: string, traces: readonly string[]): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(folder, file);
    const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
      // A store may remove a file while the scan walks its folder.
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (bytes === null) continue;
    if (holdsTrace(relative, traces) || holdsTrace(bytes.toString('latin1'), traces))
      found.push(relative);
  }
  return found;
}
