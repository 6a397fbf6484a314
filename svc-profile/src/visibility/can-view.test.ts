import { canView } from './can-view';

describe('canView', () => {
  it('shows a member their own profile, hidden or unfinished', () => {
    expect(canView(7, 7, 'N')).toBe(true);
    expect(canView(7, 7, null)).toBe(true);
  });

  it("shows another member's profile only when it exists and is visible", () => {
    expect(canView(8, 7, 'Y')).toBe(true);
    expect(canView(8, 7, 'N')).toBe(false);
    expect(canView(8, 7, null)).toBe(false);
  });
});
