import { act, screen, within } from '@testing-library/react';
import type { Language } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { fakeApi, renderApp, resetBrowser } from '../testing';

describe('terms page', () => {
  beforeEach(() => {
    resetBrowser();
    fakeApi();
  });

  it.each<[Language, string, string]>([
    ['en', 'Terms & Conditions', 'Thai Norwegian Dating'],
    ['th', 'ข้อกำหนดและเงื่อนไข', 'หาคู่ไทย–นอร์เวย์'],
    ['no', 'Vilkår og betingelser', 'Thai-norsk dating'],
  ])('renders in %s under its heading', async (language, title, brand) => {
    act(() => setLanguage(language));
    renderApp('/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(9);
    expect(document.title).toBe(brand);
  });

  it('states who may join, what members agree to and how subscriptions work', async () => {
    act(() => setLanguage('en'));
    renderApp('/terms');
    const joining = await screen.findByRole('region', { name: 'Who may join' }, { timeout: 5000 });
    expect(
      within(joining)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'you are at least 18 years old;',
      'you are single – not married or in a relationship – and looking for a serious partner;',
      'everything in your profile is true, and your photos are recent photos of yourself.',
    ]);
    const conduct = screen.getByRole('region', { name: 'What members agree to' });
    expect(within(conduct).getAllByRole('listitem')).toHaveLength(6);
    const subscriptions = screen.getByRole('region', { name: 'Subscriptions and payment' });
    expect(subscriptions.textContent).toContain('PromptPay');
    expect(subscriptions.textContent).toContain('never renewed automatically');
    expect(screen.getByRole('region', { name: 'Governing law' }).textContent).toContain(
      'Kingdom of Thailand',
    );
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      '/contact',
    );
  });
});
