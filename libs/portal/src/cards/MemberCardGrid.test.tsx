import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../i18n';
import { memberCard, renderRoutes, resetBrowser } from '../testing';
import { MemberCardGrid } from './MemberCardGrid';

const location = () => screen.getByTestId('location').textContent;

function renderGrid(props: Partial<Parameters<typeof MemberCardGrid>[0]> = {}) {
  return renderRoutes('/search', {
    '/search': <MemberCardGrid label="Members" cards={[]} {...props} />,
  });
}

describe('member cards', () => {
  beforeEach(() => {
    resetBrowser();
    act(() => setLanguage('en'));
  });

  it('shows name, age and caption, and opens the profile from the card', async () => {
    renderGrid({
      cards: [memberCard(3, { age: 23, caption: null, img: null }), memberCard(4, { img: null })],
    });
    const links = within(screen.getByRole('list', { name: 'Members' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/profile?id=3',
      '/profile?id=4',
    ]);
    expect(links[0]?.textContent).toContain('23 years');
    expect(links[0]?.textContent).toContain('No caption');
    expect(links[1]?.textContent).toContain('Caption 4');
    expect(screen.getAllByRole('img', { name: 'No photo' })).toHaveLength(2);

    fireEvent.click(links[0] as HTMLElement);
    await waitFor(() => expect(location()).toBe('/profile?id=3'));
  });

  it('says in words which members have verified photos and were active lately', () => {
    renderGrid({
      cards: [
        memberCard(1, { verified: true, active: 'today' }),
        memberCard(2, { active: 'week' }),
        memberCard(3, { verified: false, active: null }),
      ],
    });
    const [first, second, third] = screen.getAllByRole('link');
    expect(first?.textContent).toContain('Verified photos');
    expect(first?.textContent).toContain('Active today');
    expect(second?.textContent).not.toContain('Verified photos');
    expect(second?.textContent).toContain('Active this week');
    expect(third?.textContent).not.toMatch(/Verified photos|Active/);
  });

  it('puts the actions under each card, outside its link', () => {
    renderGrid({
      cards: [memberCard(1), memberCard(2)],
      actions: (member) => <button type="button">Block {member.name}</button>,
    });
    const block = screen.getByRole('button', { name: 'Block Member 2' });
    expect(block.closest('a')).toBeNull();
    expect(block.closest('.portal-card')?.textContent).toContain('Caption 2');
  });

  it('keeps the places of the cards while they load, else says it is loading', () => {
    const { container, unmount } = renderGrid({ cards: null, placeholders: 8 });
    expect(container.querySelectorAll('.ui-card--placeholder')).toHaveLength(8);
    expect(screen.queryByRole('link')).toBeNull();
    unmount();

    renderGrid({ cards: null });
    expect(screen.getByText('Loading…')).toBeTruthy();
  });

  it("says 'No results found' when there are none", () => {
    renderGrid({ cards: [] });
    expect(screen.getByText('No results found')).toBeTruthy();
  });

  it('speaks Thai and Norwegian', () => {
    act(() => setLanguage('th'));
    const cards = [memberCard(5, { caption: null, verified: true, active: 'week' })];
    const { unmount } = renderGrid({ cards });
    expect(screen.getByRole('link').textContent).toContain('ไม่มีคำบรรยาย');
    expect(screen.getByRole('link').textContent).toContain('ใช้งานสัปดาห์นี้');
    unmount();

    act(() => setLanguage('no'));
    renderGrid({ cards });
    expect(screen.getByRole('link').textContent).toContain('30 år');
    expect(screen.getByRole('link').textContent).toContain('Verifiserte bilder');
    expect(screen.getByText('Aktiv denne uken')).toBeTruthy();
  });
});
