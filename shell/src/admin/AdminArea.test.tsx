import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage, translationGaps } from '@dating/portal';
import { fakeApi, remotesWithout, renderApp, resetBrowser } from '../testing';
import { adminTranslations } from './translations';

function logInAs(role: 'A' | 'U') {
  localStorage.setItem('token', 'jwt');
  localStorage.setItem('user_id', '1');
  localStorage.setItem('role', role);
}

const location = () => screen.getByTestId('location').textContent;

describe('the admin area', () => {
  beforeEach(() => {
    resetBrowser();
    fakeApi();
    act(() => setLanguage('en'));
  });

  afterEach(() => jest.restoreAllMocks());

  it('is linked from the profile menu for admins only', async () => {
    logInAs('U');
    const member = renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Profile menu' }));
    expect(screen.queryByRole('menuitem', { name: 'Administration' })).toBeNull();
    member.unmount();

    logInAs('A');
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Profile menu' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Administration' }));
    await waitFor(() => expect(location()).toBe('/admin'));
  });

  it('sends visitors to / and tells members it is for administrators', async () => {
    const visitor = renderApp('/admin');
    await waitFor(() => expect(location()).toBe('/'));
    visitor.unmount();
    logInAs('U');
    renderApp('/admin');
    expect((await screen.findByRole('alert')).textContent).toBe('Administrators only');
  });

  it.each([
    ['Members', '/admin/members', 'mfe_profile/AdminMembersPanel'],
    ['Moderation', '/admin/moderation', 'mfe_matching/AdminModerationPanel'],
    ['Photos', '/admin/photos', 'mfe_profile/AdminPhotoReviewPanel'],
    ['Verifications', '/admin/verifications', 'mfe_profile/AdminVerificationPanel'],
    ['Purchases', '/admin/purchases', 'mfe_subscription/AdminPurchasesPanel'],
    ['Password reset requests', '/admin/reset-requests', 'mfe_profile/AdminResetRequestsPanel'],
    ['Deletions', '/admin/deletions', 'mfe_profile/AdminDeletionsPanel'],
    ['Data exports', '/admin/exports', 'mfe_profile/AdminExportsPanel'],
    ['Retention', '/admin/retention', 'mfe_subscription/AdminRetentionPanel'],
    ['Audit log', '/admin/audit', 'mfe_profile/AdminAuditLogPanel'],
  ])('mounts the panel of %s from the remote of its domain', async (item, path, panel) => {
    logInAs('A');
    renderApp('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    fireEvent.click(within(nav).getByRole('link', { name: item }));
    expect(await screen.findByRole('heading', { name: panel })).toBeTruthy();
    expect(location()).toBe(path);
    expect(within(nav).getByRole('link', { name: item }).className).toContain('active');
  });

  it('keeps the admin area working when a panel’s remote is down', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    logInAs('A');
    renderApp('/admin/purchases', remotesWithout('mfe_subscription/AdminPurchasesPanel'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This part of the page could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Password reset requests' }));
    expect(
      await screen.findByRole('heading', { name: 'mfe_profile/AdminResetRequestsPanel' }),
    ).toBeTruthy();
  });

  it('has every admin text in th and no', () => {
    expect(translationGaps(adminTranslations)).toEqual([]);
  });
});
