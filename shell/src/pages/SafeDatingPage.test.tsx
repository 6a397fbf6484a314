import { act, screen, within } from '@testing-library/react';
import type { Language } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { fakeApi, renderApp, resetBrowser } from '../testing';

describe('safe dating page', () => {
  beforeEach(() => {
    resetBrowser();
    fakeApi();
  });

  it.each<[Language, string, string]>([
    ['en', 'Dating Securely', 'Thai Norwegian Dating'],
    ['th', 'หาคู่อย่างปลอดภัย', 'หาคู่ไทย–นอร์เวย์'],
    ['no', 'Trygg dating', 'Thai-norsk dating'],
  ])(
    'renders in %s under its heading, with the emergency numbers',
    async (language, title, brand) => {
      act(() => setLanguage(language));
      renderApp('/safe-dating');
      expect(
        await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
      ).toBeTruthy();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(8);
      const numbers = screen
        .getAllByRole('listitem')
        .map((item) => item.textContent)
        .filter((text) => /: (1155|191|112|02800)/.test(text ?? ''));
      expect(numbers).toHaveLength(4);
      expect(document.title).toBe(brand);
    },
  );

  it('warns against sending money and names the signs of a romance scam', async () => {
    act(() => setLanguage('en'));
    renderApp('/safe-dating');
    const money = await screen.findByRole(
      'region',
      { name: 'Never send money' },
      { timeout: 5000 },
    );
    expect(money.textContent).toContain('Never share bank details');
    const signs = screen.getByRole('region', { name: 'Signs of a romance scam' });
    expect(within(signs).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('region', { name: 'Check that they are real' }).textContent).toContain(
      'Have a video call',
    );
    const report = screen.getByRole('region', { name: 'Report and block' });
    expect(within(report).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      '/contact',
    );
  });
});
