import { packageText } from './package-text';

describe('a package’s text', () => {
  const texts = {
    name_en: '1 Month',
    name_th: '1 เดือน',
    name_no: null,
    detail_en: 'See contact details.',
    detail_th: null,
    detail_no: 'Se kontaktopplysninger.',
  };

  it('is in the language asked for', () => {
    expect(packageText(texts, 'en')).toEqual({ name: '1 Month', detail: 'See contact details.' });
    expect(packageText(texts, 'th').name).toBe('1 เดือน');
    expect(packageText(texts, 'no').detail).toBe('Se kontaktopplysninger.');
  });

  it('falls back to English, name and detail each on its own', () => {
    expect(packageText(texts, 'th')).toEqual({ name: '1 เดือน', detail: 'See contact details.' });
    expect(packageText(texts, 'no')).toEqual({
      name: '1 Month',
      detail: 'Se kontaktopplysninger.',
    });
    expect(packageText({ ...texts, name_th: '' }, 'th').name).toBe('1 Month');
  });
});
