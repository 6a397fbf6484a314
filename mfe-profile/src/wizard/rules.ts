import { ageBounds } from '@dating/contracts';

/**
 * INSERT: a visitor creates an account (section 0). UPDATE: a member fills in sections 1–4,
 * starting from what is saved. EDIT: a member changes one section (SPEC.md §4).
 */
export type WizardMode = 'INSERT' | 'UPDATE' | 'EDIT';

/** SPEC.md §9: sections 0 to 4, Next after 500 ms, Back after 1000 ms. */
export const sectionBounds = { first: 0, last: 4 } as const;
export const wizardDelays = { nextMs: 500, backMs: 1000 } as const;

/** The first section of the wizard proper (the first step of the step indicator). */
const firstStep = 1;

/** /register: a visitor creates an account; a member (with a token) fills in the profile. */
export function registerMode(loggedIn: boolean): WizardMode {
  return loggedIn ? 'UPDATE' : 'INSERT';
}

function clampSection(section: number): number {
  return Math.min(sectionBounds.last, Math.max(sectionBounds.first, section));
}

/** Where a mode starts; EDIT shows the section stored in `section_index` (1–4). */
export function startSection(mode: WizardMode, storedSection: number | null = null): number {
  if (mode === 'INSERT') return sectionBounds.first;
  if (mode === 'EDIT' && storedSection !== null && storedSection >= firstStep) {
    return clampSection(storedSection);
  }
  return firstStep;
}

export function nextSection(section: number): number {
  return clampSection(section + 1);
}

export function previousSection(section: number): number {
  return clampSection(section - 1);
}

/** BACK is hidden on the first step. */
export function showsBack(section: number, mode: WizardMode): boolean {
  return mode !== 'EDIT' && section > firstStep;
}

/** The step indicator: not on the account form, not in EDIT mode. */
export function showsStepper(section: number, mode: WizardMode): boolean {
  return section !== sectionBounds.first && mode !== 'EDIT';
}

export type PrimaryAction = 'NEXT' | 'REGISTER' | 'SAVE';

/** SAVE in EDIT mode; REGISTER instead of NEXT on the last step. */
export function primaryAction(section: number, mode: WizardMode): PrimaryAction {
  if (mode === 'EDIT') return 'SAVE';
  return section === sectionBounds.last ? 'REGISTER' : 'NEXT';
}

/** 'Are you sure you want to confirm the data?' before saving: every EDIT save, and section 4. */
export function confirmsBeforeSaving(section: number, mode: WizardMode): boolean {
  return mode === 'EDIT' || section === sectionBounds.last;
}

/** What follows a successful save: the next section, or leaving the wizard. */
export function afterSave(
  section: number,
  mode: WizardMode,
): { section: number } | { leaveTo: '/' | '/my-profile' } {
  if (mode === 'EDIT') return { leaveTo: '/my-profile' };
  if (section >= sectionBounds.last) return { leaveTo: '/' };
  return { section: nextSection(section) };
}

/** The age range's options, `from` to 99: the end's options start at the chosen start. */
export function ageOptions(from: number = ageBounds.min): number[] {
  const start = Math.min(ageBounds.max, Math.max(ageBounds.min, from));
  return Array.from({ length: ageBounds.max - start + 1 }, (_, index) => start + index);
}

/** A new start above the end moves the end up with it. */
export function ageEndAfterStartChange(start: number, end: number): number {
  return Math.max(start, end);
}

/** The birthdate picker's maximum: today (a birthdate is never in the future). */
export function birthdateMax(today: Date): string {
  const month = String(today.getMonth() + 1).padStart(2, '0');
  const day = String(today.getDate()).padStart(2, '0');
  return `${today.getFullYear()}-${month}-${day}`;
}
