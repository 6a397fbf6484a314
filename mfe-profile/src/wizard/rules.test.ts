import {
  afterSave,
  ageEndAfterStartChange,
  ageOptions,
  birthdateMax,
  confirmsBeforeSaving,
  nextSection,
  previousSection,
  primaryAction,
  registerMode,
  showsBack,
  showsStepper,
  startSection,
  wizardDelays,
} from './rules';

describe('wizard rules', () => {
  it('is INSERT for a visitor and UPDATE for a member on /register', () => {
    expect(registerMode(false)).toBe('INSERT');
    expect(registerMode(true)).toBe('UPDATE');
  });

  it('starts INSERT at the account form, UPDATE at section 1, EDIT at the stored section', () => {
    expect(startSection('INSERT')).toBe(0);
    expect(startSection('UPDATE')).toBe(1);
    expect(startSection('EDIT', 3)).toBe(3);
    expect(startSection('EDIT', 4)).toBe(4);
    expect(startSection('EDIT', null)).toBe(1);
    expect(startSection('EDIT', 0)).toBe(1);
    expect(startSection('EDIT', 9)).toBe(4);
  });

  it('keeps navigation between sections 0 and 4', () => {
    expect(nextSection(1)).toBe(2);
    expect(nextSection(4)).toBe(4);
    expect(previousSection(2)).toBe(1);
    expect(previousSection(0)).toBe(0);
  });

  it('hides BACK on the first step and in EDIT mode', () => {
    expect(showsBack(1, 'UPDATE')).toBe(false);
    expect(showsBack(2, 'UPDATE')).toBe(true);
    expect(showsBack(4, 'UPDATE')).toBe(true);
    expect(showsBack(3, 'EDIT')).toBe(false);
  });

  it('shows the step indicator except on the account form and in EDIT mode', () => {
    expect(showsStepper(0, 'INSERT')).toBe(false);
    expect(showsStepper(1, 'UPDATE')).toBe(true);
    expect(showsStepper(4, 'UPDATE')).toBe(true);
    expect(showsStepper(2, 'EDIT')).toBe(false);
  });

  it('says REGISTER instead of NEXT on the last step, SAVE in EDIT mode', () => {
    expect(primaryAction(1, 'UPDATE')).toBe('NEXT');
    expect(primaryAction(3, 'UPDATE')).toBe('NEXT');
    expect(primaryAction(4, 'UPDATE')).toBe('REGISTER');
    expect(primaryAction(4, 'EDIT')).toBe('SAVE');
    expect(primaryAction(1, 'EDIT')).toBe('SAVE');
  });

  it('confirms before saving section 4 and every EDIT save', () => {
    expect(confirmsBeforeSaving(3, 'UPDATE')).toBe(false);
    expect(confirmsBeforeSaving(4, 'UPDATE')).toBe(true);
    expect(confirmsBeforeSaving(1, 'EDIT')).toBe(true);
  });

  it('moves on after a save: next section, / after section 4, /my-profile after EDIT', () => {
    expect(afterSave(1, 'UPDATE')).toEqual({ section: 2 });
    expect(afterSave(3, 'UPDATE')).toEqual({ section: 4 });
    expect(afterSave(4, 'UPDATE')).toEqual({ leaveTo: '/' });
    expect(afterSave(2, 'EDIT')).toEqual({ leaveTo: '/my-profile' });
  });

  it('waits 500 ms before Next saves and 1000 ms before Back', () => {
    expect(wizardDelays).toEqual({ nextMs: 500, backMs: 1000 });
  });

  it('offers ages 18 to 99, the end never below the start', () => {
    const all = ageOptions();
    expect(all[0]).toBe(18);
    expect(all.at(-1)).toBe(99);
    expect(all).toHaveLength(82);
    expect(ageOptions(30)[0]).toBe(30);
    expect(ageOptions(30).at(-1)).toBe(99);
    expect(ageOptions(99)).toEqual([99]);
    expect(ageOptions(5)[0]).toBe(18);
  });

  it('moves the end of the age range up when the start passes it', () => {
    expect(ageEndAfterStartChange(30, 25)).toBe(30);
    expect(ageEndAfterStartChange(30, 40)).toBe(40);
  });

  it("caps the birthdate at today's date", () => {
    expect(birthdateMax(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(birthdateMax(new Date(2026, 10, 21))).toBe('2026-11-21');
  });
});
