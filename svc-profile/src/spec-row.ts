import { type EntityMetadata } from 'typeorm';

/** An entity as SPEC.md §3 names its fields: every column under its snake_case column name. */
export function specRow(metadata: EntityMetadata, entity: object): Record<string, unknown> {
  return Object.fromEntries(
    metadata.columns.map((column) => [column.databaseName, column.getEntityValue(entity)]),
  );
}
