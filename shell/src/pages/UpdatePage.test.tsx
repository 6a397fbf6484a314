import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@dating/portal';
import { fakeApi, renderApp, resetBrowser } from '../testing';

describe('version history', () => {
  beforeEach(() => {
    resetBrowser();
    fakeApi();
    act(() => setLanguage('en'));
  });

  it('lists 1.0.15 down to 1.0.0 with Buddhist-era dates and details', async () => {
    renderApp('/update');
    await screen.findByRole('heading', { level: 1, name: 'Version History' });
    expect(screen.getByText('Current version: 1.0.15')).toBeTruthy();
    const versions = screen.getAllByRole('heading', { level: 2 }).map((title) => title.textContent);
    expect(versions).toHaveLength(16);
    expect(versions[0]).toBe('Version 1.0.15');
    expect(versions[15]).toBe('Version 1.0.0');

    const newest = screen.getByRole('heading', { name: 'Version 1.0.15' }).closest('li');
    expect(newest?.textContent).toContain('Released 15/03/2568 (B.E.)');
    const release = screen.getByRole('heading', { name: 'Version 1.0.9' }).closest('li');
    expect(within(release as HTMLElement).getAllByRole('listitem')[0]?.textContent).toBe(
      'An automatic scheduler expires memberships on their end date.',
    );
  });

  it('translates the page around the notes', async () => {
    act(() => setLanguage('th'));
    renderApp('/update');
    await screen.findByRole('heading', { level: 1, name: 'ประวัติเวอร์ชัน' });
    expect(screen.getByRole('heading', { level: 2, name: 'เวอร์ชัน 1.0.15' })).toBeTruthy();
    expect(screen.getByText('เผยแพร่เมื่อ 15/03/2568 (พ.ศ.)')).toBeTruthy();
  });
});
