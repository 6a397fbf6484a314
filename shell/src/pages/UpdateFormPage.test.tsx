import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toBuddhistDate } from '@dating/contracts/releases';
import { setLanguage } from '@dating/portal';
import { fakeApi, renderApp, resetBrowser } from '../testing';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create JSON' }));

const expectedJson = () =>
  JSON.stringify(
    {
      version: '1.0.16',
      date: toBuddhistDate(new Date()),
      details: ['Faster search.', 'New photos on the cards.'],
    },
    null,
    2,
  );

describe('update form', () => {
  let writeText: jest.Mock;

  beforeEach(() => {
    resetBrowser();
    fakeApi();
    act(() => setLanguage('en'));
    writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  async function openForm() {
    renderApp('/update-form');
    await screen.findByRole('heading', { level: 1, name: 'Update Form' });
  }

  it('needs the version first, then the detail, and marks what is missing', async () => {
    await openForm();
    create();
    expect(screen.getByRole('alert').textContent).toContain('Error: Please fill in Version');
    expect(screen.getByText('Version').className).toContain('ui-field__label--invalid');

    fill('Version', '1.0.16');
    fill('Detail', '  \n ');
    create();
    expect(screen.getAllByRole('alert')[0]?.textContent).toContain('Error: Please fill in Detail');
    expect(screen.getByText('Detail').className).toContain('ui-field__label--invalid');
    expect(screen.getByText('Version').className).not.toContain('ui-field__label--invalid');
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'JSON for the version history' })).toBeNull();
  });

  it('builds the JSON of the next release, shows it and copies it', async () => {
    await openForm();
    fill('Version', ' 1.0.16 ');
    fill('Detail', 'Faster search.\n\n  New photos on the cards.  \n');
    create();

    const result = screen.getByRole('region', { name: 'JSON for the version history' });
    expect(result.querySelector('code')?.textContent).toBe(expectedJson());
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((notice) => notice.textContent)).toEqual([
        expect.stringContaining('Successfully: Updates copied to clipboard successfully'),
        expect.stringContaining('Successfully: Create JSON Successfully'),
      ]),
    );
    expect(writeText).toHaveBeenCalledWith(expectedJson());
  });

  it('says so when the clipboard refuses, and copies again on request', async () => {
    writeText.mockRejectedValueOnce(new Error('Write permission denied.'));
    await openForm();
    fill('Version', '1.0.16');
    fill('Detail', 'Faster search.\nNew photos on the cards.');
    create();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error: Failed to copy updates to clipboard',
    );

    const result = screen.getByRole('region', { name: 'JSON for the version history' });
    fireEvent.click(within(result).getByRole('button', { name: 'Copy to clipboard' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    expect(
      await screen.findByText('Successfully: Updates copied to clipboard successfully'),
    ).toBeTruthy();
  });

  it('speaks Norwegian when asked to', async () => {
    act(() => setLanguage('no'));
    renderApp('/update-form');
    await screen.findByRole('heading', { level: 1, name: 'Oppdateringsskjema' });
    fireEvent.click(screen.getByRole('button', { name: 'Lag JSON' }));
    expect(screen.getByRole('alert').textContent).toContain('Feil: Vennligst fyll inn versjon');
    expect(screen.getByLabelText('Detaljer').tagName).toBe('TEXTAREA');
  });
});
