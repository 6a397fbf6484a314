import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NoticeProvider, setLanguage, setRuntimeConfig } from '@dating/portal';
import { fakeApi, renderApp, resetBrowser, testConfig } from '../testing';
import ContactPage, { defaultContactEmail } from './ContactPage';

describe('contact page', () => {
  let open: jest.SpyInstance;

  beforeEach(() => {
    resetBrowser();
    fakeApi();
    act(() => setLanguage('en'));
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
  });

  afterEach(() => jest.restoreAllMocks());

  async function clickEmail() {
    fireEvent.click(await screen.findByRole('link', { name: defaultContactEmail }));
    return screen.getByRole('dialog', { name: 'Confirm Email' });
  }

  it('asks before writing, and does nothing on Cancel', async () => {
    renderApp('/contact');
    const link = await screen.findByRole('link', { name: defaultContactEmail });
    expect(link.getAttribute('href')).toBe(`mailto:${defaultContactEmail}`);
    const dialog = await clickEmail();
    expect(dialog.textContent).toContain(`Do you want to send an email to ${defaultContactEmail}?`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the mail client on Confirm', async () => {
    renderApp('/contact-us');
    const dialog = await clickEmail();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(open).toHaveBeenCalledWith(`mailto:${defaultContactEmail}`, '_self');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('writes to the address /config.json names', () => {
    setRuntimeConfig({ ...testConfig, contactEmail: 'hello@example.no' });
    render(
      <NoticeProvider>
        <ContactPage />
      </NoticeProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'hello@example.no' }));
    expect(screen.getByRole('dialog').textContent).toContain(
      'Do you want to send an email to hello@example.no?',
    );
  });

  it('asks in the chosen language', async () => {
    act(() => setLanguage('th'));
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'ติดต่อเรา' });
    fireEvent.click(screen.getByRole('link', { name: defaultContactEmail }));
    const dialog = screen.getByRole('dialog', { name: 'ยืนยันการส่งอีเมล' });
    expect(dialog.textContent).toContain(`คุณต้องการส่งอีเมลถึง ${defaultContactEmail} หรือไม่?`);
    expect(within(dialog).getByRole('button', { name: 'ยืนยัน' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'ยกเลิก' })).toBeTruthy();
  });
});
