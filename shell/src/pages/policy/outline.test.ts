import { translationGaps, type Translations } from '@dating/portal';
import { outlineKeys, outlineMismatches, type PolicyOutline } from './outline';
import { privacyOutline, privacyTranslations } from './privacy';
import { safeDatingOutline, safeDatingTranslations } from './safeDating';
import { termsOutline, termsTranslations } from './terms';

const outline: PolicyOutline = {
  namespace: 'example',
  sections: [
    { id: 'first', paragraphs: ['a'], points: ['x', 'y'] },
    { id: 'second', paragraphs: [], points: [], link: '/contact' },
  ],
};

describe('outlineKeys', () => {
  it('lists the page texts, then each section: heading, paragraphs, points and link', () => {
    expect(outlineKeys(outline)).toEqual([
      'title',
      'updated',
      'intro',
      'sections.first.heading',
      'sections.first.paragraphs.a',
      'sections.first.points.x',
      'sections.first.points.y',
      'sections.second.heading',
      'sections.second.link',
    ]);
  });
});

describe('outlineMismatches', () => {
  const complete = {
    title: 'T',
    updated: 'U',
    intro: 'I',
    sections: {
      first: { heading: 'F', paragraphs: { a: 'A' }, points: { x: 'X', y: 'Y' } },
      second: { heading: 'S', link: 'L' },
    },
  };

  it('is empty when every shown text exists and every text is shown', () => {
    expect(outlineMismatches(outline, complete)).toEqual([]);
  });

  it('names texts the page would show but lack, and texts no section shows', () => {
    const texts = {
      ...complete,
      sections: {
        first: { heading: 'F', paragraphs: { a: 'A', b: 'B' }, points: { x: 'X' } },
        second: { heading: 'S', link: 'L' },
      },
    };
    expect(outlineMismatches(outline, texts)).toEqual([
      'missing sections.first.points.y',
      'unused sections.first.paragraphs.b',
    ]);
  });
});

describe.each<[string, PolicyOutline, Translations]>([
  ['terms', termsOutline, termsTranslations],
  ['privacy', privacyOutline, privacyTranslations],
  ['safe dating', safeDatingOutline, safeDatingTranslations],
])('the %s page', (_name, pageOutline, translations) => {
  it('has every text in th and no', () => {
    expect(translationGaps(translations)).toEqual([]);
  });

  it('shows every English text it has, and has every text it shows', () => {
    expect(outlineMismatches(pageOutline, translations.en)).toEqual([]);
  });
});
