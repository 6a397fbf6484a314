import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Checkbox, CheckboxGroup } from './CheckboxGroup';
import { FileButton, ImagePreview } from './ImagePicker';
import { ProgressBar } from './ProgressBar';
import { SelectField } from './SelectField';
import { Stepper } from './Stepper';
import { TextAreaField } from './TextAreaField';

const options = [
  { value: 'M', label: 'Man' },
  { value: 'F', label: 'Woman' },
];

describe('SelectField', () => {
  it('labels its list, with an empty first option when given a placeholder', () => {
    const onChange = jest.fn();
    render(
      <SelectField
        label="Gender"
        placeholder="Please select"
        options={options}
        value=""
        onChange={onChange}
      />,
    );
    const select = screen.getByLabelText('Gender') as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => [option.value, option.text])).toEqual([
      ['', 'Please select'],
      ['M', 'Man'],
      ['F', 'Woman'],
    ]);
    fireEvent.change(select, { target: { value: 'F' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('turns the label red and bold when invalid', () => {
    render(<SelectField label="Gender" options={options} invalid />);
    expect(screen.getByText('Gender').className).toContain('ui-field__label--invalid');
    expect(screen.getByLabelText('Gender').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('TextAreaField', () => {
  it('labels its text box and marks it when invalid', () => {
    render(<TextAreaField label="Why?" invalid value="" onChange={() => undefined} />);
    expect(screen.getByLabelText('Why?').tagName).toBe('TEXTAREA');
    expect(screen.getByText('Why?').className).toContain('ui-field__label--invalid');
  });
});

describe('CheckboxGroup', () => {
  function Foods() {
    const [value, setValue] = useState<string[]>([]);
    return (
      <>
        <CheckboxGroup
          label="Favorite Food"
          options={[
            { value: 'A', label: 'Som tam' },
            { value: 'B', label: 'Fårikål' },
            { value: 'C', label: 'Pad thai' },
          ]}
          value={value}
          onChange={setValue}
        />
        <output>{value.join(',')}</output>
      </>
    );
  }

  it('ticks any number of options, keeping their order', () => {
    render(<Foods />);
    expect(screen.getByRole('group', { name: 'Favorite Food' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Pad thai'));
    fireEvent.click(screen.getByLabelText('Som tam'));
    expect(screen.getByRole('status').textContent).toBe('A,C');
    fireEvent.click(screen.getByLabelText('Pad thai'));
    expect(screen.getByRole('status').textContent).toBe('A');
  });

  it('turns its legend red when invalid', () => {
    render(
      <CheckboxGroup
        label="Food"
        options={options}
        value={[]}
        onChange={() => undefined}
        invalid
      />,
    );
    expect(screen.getByText('Food').className).toContain('ui-field__label--invalid');
  });

  it('has a single checkbox for yes-or-no settings', () => {
    const onChange = jest.fn();
    render(<Checkbox label="Hide from others" checked={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hide from others' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('ticks from anywhere on its label, the 44 px touch target around the small box', () => {
    const onChange = jest.fn();
    render(<Checkbox label="Hide from others" checked={false} onChange={onChange} />);
    const label = screen.getByText('Hide from others').closest('label');
    expect(label?.className).toContain('ui-checkbox');
    expect(label?.contains(screen.getByRole('checkbox'))).toBe(true);
    if (label) fireEvent.click(label);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('Stepper', () => {
  it('marks the current step and the ones done', () => {
    render(<Stepper label="Steps" steps={['One', 'Two', 'Three']} current={1} />);
    const steps = screen.getAllByRole('listitem');
    expect(screen.getByRole('list', { name: 'Steps' })).toBeTruthy();
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(steps[0]?.className).toContain('ui-stepper__step--done');
    expect(steps[2]?.className).not.toContain('ui-stepper__step--done');
  });
});

describe('ProgressBar', () => {
  it('shows the share done as a percentage, kept between 0 and 100', () => {
    const { rerender } = render(<ProgressBar label="Uploading photo" value={0.456} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading photo' });
    expect(bar.getAttribute('aria-valuenow')).toBe('46');
    expect(screen.getByText('Uploading photo 46%')).toBeTruthy();
    rerender(<ProgressBar label="Uploading photo" value={1.5} />);
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
  });
});

describe('FileButton and ImagePreview', () => {
  it('hands over the picked file, and lets the same file be picked again', () => {
    const onPick = jest.fn();
    render(<FileButton accept="image/*" label="Choose Photo" onPick={onPick} />);
    const input = screen.getByLabelText('Choose Photo') as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    const click = jest.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Choose Photo' }));
    expect(click).toHaveBeenCalledTimes(1);
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onPick).toHaveBeenCalledWith(file);
    expect(input.value).toBe('');
  });

  it('does nothing when disabled', () => {
    render(<FileButton accept="image/*" label="Choose Photo" onPick={jest.fn()} disabled />);
    expect(
      (screen.getByRole('button', { name: 'Choose Photo' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows an image at its size, round if asked, or an empty box', () => {
    const { rerender } = render(<ImagePreview src="blob:me" alt="Me" size={200} round />);
    const image = screen.getByRole('img', { name: 'Me' });
    expect(image.tagName).toBe('IMG');
    expect(image.className).toContain('ui-image-preview--round');
    expect([image.style.width, image.style.height]).toEqual(['200px', '200px']);
    rerender(<ImagePreview alt="No photo" />);
    expect(screen.getByRole('img', { name: 'No photo' }).tagName).toBe('DIV');
  });
});
