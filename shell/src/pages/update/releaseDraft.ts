import { toBuddhistDate, type Release } from '@dating/contracts/releases';
import type { FormProblem } from '@dating/portal';

export type UpdateFormField = 'version' | 'detail';

/** The detail text, one release note per non-empty line. */
function detailLines(detail: string): string[] {
  return detail
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** SPEC.md §5: version and detail are required; the first one missing is reported. */
export function checkUpdateForm(
  version: string,
  detail: string,
): FormProblem<UpdateFormField> | null {
  if (version.trim() === '')
    return { messageKey: 'updateForm.versionRequired', fields: ['version'] };
  if (detailLines(detail).length === 0)
    return { messageKey: 'updateForm.detailRequired', fields: ['detail'] };
  return null;
}

/** The next entry of the version history, dated `today` in the Buddhist era. */
export function draftRelease(version: string, detail: string, today: Date): Release {
  return { version: version.trim(), date: toBuddhistDate(today), details: detailLines(detail) };
}

/** The entry as the JSON text the form shows and copies. */
export function releaseJson(release: Release): string {
  return JSON.stringify(release, null, 2);
}

/** The version after `current`, its last number raised: '1.0.15' → '1.0.16'. */
export function nextVersion(current: string): string {
  return current.replace(/\d+$/, (last) => String(Number(last) + 1));
}
