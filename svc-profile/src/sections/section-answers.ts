import {
  sectionChoiceFields,
  sectionTables,
  type RefTable,
  type SectionTable,
} from '@dating/contracts';
import { type ListAnswer } from '../choices/choice-options';

function codesOf(value: unknown): string[] {
  if (Array.isArray(value)) {
    return [...new Set(value.filter((code): code is string => typeof code === 'string'))];
  }
  return typeof value === 'string' ? [value] : [];
}

/** The choice lists of a section, in form order. */
export function listsOf(table: SectionTable): RefTable[] {
  return Object.values(sectionChoiceFields[table]).filter(
    (list): list is RefTable => list !== undefined,
  );
}

/**
 * Every list of a section with the codes a saved input gives it: one for a single choice, each
 * once for a multi-choice list, none for a cleared one (so saving clears it too).
 */
export function sectionAnswers(table: SectionTable, input: object): ListAnswer[] {
  const values = input as Record<string, unknown>;
  return Object.entries(sectionChoiceFields[table]).flatMap(([field, list]) =>
    list ? [{ table: list, codes: codesOf(values[field]) }] : [],
  );
}

/** The lists a member answers (the sections' lists), each with its section. */
export const sectionOfList: ReadonlyMap<RefTable, SectionTable> = new Map(
  sectionTables.flatMap((table) => listsOf(table).map((list) => [list, table] as const)),
);
