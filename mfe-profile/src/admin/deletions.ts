import { erasingServices, type AdminDeletionsResult } from '@dating/contracts';

export type Deletion = AdminDeletionsResult['deleted'][number];
export type ErasureStep = Deletion['services'][number];
export type ReportingService = ErasureStep['service'];

/** Every service that reports its part of a deletion, in the order the admin reads them. */
export const reportingServices: readonly ReportingService[] = ['svc-auth', ...erasingServices];

/** A service's part of a deletion; one that has not reported (or is down) is waiting. */
export function stepOf(deletion: Deletion, service: ReportingService): ErasureStep {
  return (
    deletion.services.find((step) => step.service === service) ?? {
      service,
      erased_at: null,
      erased: {},
      pseudonymised: {},
    }
  );
}

/** How many services have not reported their part yet. */
export function servicesWaiting(deletion: Deletion): number {
  return reportingServices.filter((service) => stepOf(deletion, service).erased_at === null).length;
}

/** A step's counts per table or bucket, by name, with what it erased and what it kept. */
export function tableCounts(
  step: ErasureStep,
): { table: string; erased: number; pseudonymised: number }[] {
  const tables = [...new Set([...Object.keys(step.erased), ...Object.keys(step.pseudonymised)])];
  return tables.sort().map((table) => ({
    table,
    erased: step.erased[table] ?? 0,
    pseudonymised: step.pseudonymised[table] ?? 0,
  }));
}

/** The sum of a step's counts. */
export function rowsIn(counts: Record<string, number>): number {
  return Object.values(counts).reduce((total, count) => total + count, 0);
}

/** Local calendar days from `now` to the deletion day: 0 on the day itself (and after it). */
export function daysLeft(dueAt: string, now: Date): number {
  // By calendar day, not by 24 hours: the count matches the day the table shows.
  const day = (date: Date) =>
    Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000;
  return Math.max(0, day(new Date(dueAt)) - day(now));
}
