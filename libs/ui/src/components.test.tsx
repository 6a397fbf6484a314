import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from './Button';
import { Card, CardGrid, profileHref } from './Card';
import { ConfirmDialog } from './ConfirmDialog';
import { Field } from './Field';
import { Modal } from './Modal';

const labels = { noCaption: 'No caption', age: (age: number) => `${age} years` };

describe('Button', () => {
  it('is disabled and busy while loading', () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is a plain button otherwise', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.type).toBe('button');
  });
});

describe('Field', () => {
  it('labels its input', () => {
    render(<Field label="Username" value="" onChange={() => undefined} />);
    expect(screen.getByLabelText('Username').tagName).toBe('INPUT');
  });

  it('turns the label red and bold when invalid', () => {
    render(<Field label="Username" invalid />);
    expect(screen.getByText('Username').className).toContain('ui-field__label--invalid');
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('Card', () => {
  it('links to the profile and shows name, age and caption', () => {
    render(<Card id={7} name="Malee" age={29} caption="Hello" labels={labels} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/profile?id=7');
    expect(link.textContent).toContain('Malee');
    expect(link.textContent).toContain('29 years');
    expect(link.textContent).toContain('Hello');
  });

  it("says 'No caption' when the caption is null", () => {
    render(<Card id={7} name="Malee" caption={null} labels={labels} />);
    expect(screen.getByText('No caption')).toBeTruthy();
  });

  it('navigates on the client when given a navigate function', () => {
    const onNavigate = jest.fn();
    render(<Card id={3} name="Anna" labels={labels} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('link'));
    expect(onNavigate).toHaveBeenCalledWith(profileHref(3));
  });
});

describe('CardGrid', () => {
  it("shows 'No results found' when empty", () => {
    render(<CardGrid emptyText="No results found">{[]}</CardGrid>);
    expect(screen.getByText('No results found')).toBeTruthy();
  });

  it('shows its cards', () => {
    render(
      <CardGrid emptyText="No results found">
        {[1, 2].map((id) => (
          <Card key={id} id={id} name={`Member ${id}`} labels={labels} />
        ))}
      </CardGrid>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByText('No results found')).toBeNull();
  });
});

describe('Modal and ConfirmDialog', () => {
  it('renders nothing when closed', () => {
    render(
      <Modal open={false} title="Hello" onClose={() => undefined} closeLabel="Close">
        Body
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape', () => {
    const onClose = jest.fn();
    render(
      <Modal open title="Hello" onClose={onClose} closeLabel="Close">
        Body
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Hello' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('confirms or cancels with the labels it is given', () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <ConfirmDialog
        open
        title="Confirm Dialog"
        text="Are you sure you want to confirm the data?"
        confirmLabel="Confirm"
        cancelLabel="Cancel"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByText('Are you sure you want to confirm the data?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
