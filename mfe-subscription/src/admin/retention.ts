import type { RetentionRun } from '@dating/contracts';

/** Every table or bucket the runs on a page erased from, by name: the report's columns. */
export function erasedNames(runs: readonly RetentionRun[]): string[] {
  return [...new Set(runs.flatMap((run) => Object.keys(run.erased)))].sort();
}

/** The sum of a run's counts: rows and objects together. */
export function erasedTotal(run: RetentionRun): number {
  return Object.values(run.erased).reduce((total, count) => total + count, 0);
}
