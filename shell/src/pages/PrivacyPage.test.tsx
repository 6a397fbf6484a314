import { act, screen, within } from '@testing-library/react';
import type { Language } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { fakeApi, renderApp, resetBrowser } from '../testing';

describe('privacy page', () => {
  beforeEach(() => {
    resetBrowser();
    fakeApi();
  });

  it.each<[Language, string, string]>([
    ['en', 'Privacy Policy', 'Thai Norwegian Dating'],
    ['th', 'นโยบายความเป็นส่วนตัว', 'หาคู่ไทย–นอร์เวย์'],
    ['no', 'Personvernerklæring', 'Thai-norsk dating'],
  ])('renders in %s under its heading', async (language, title, brand) => {
    act(() => setLanguage(language));
    renderApp('/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(10);
    expect(screen.getByRole('heading', { level: 2, name: /PDPA/ })).toBeTruthy();
    expect(document.title).toBe(brand);
  });

  it('says what is kept, who sees it, and how members use their rights', async () => {
    act(() => setLanguage('en'));
    renderApp('/privacy');
    const kept = await screen.findByRole('region', { name: 'What we keep' }, { timeout: 5000 });
    expect(within(kept).getAllByRole('listitem')).toHaveLength(6);
    const visibility = screen.getByRole('region', { name: 'Who sees what' });
    expect(visibility.textContent).toContain(
      'Your contact details are shown only to members with an active subscription whose interest you responded to.',
    );
    expect(visibility.textContent).toContain(
      'Receipts and payments are seen only by our administrators.',
    );
    expect(screen.getByRole('region', { name: 'Cookies and local storage' }).textContent).toContain(
      'login session',
    );
    const rights = screen.getByRole('region', { name: 'Your rights' });
    expect(within(rights).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      '/contact',
    );
  });
});
