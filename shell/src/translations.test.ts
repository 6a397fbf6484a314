import { translationGaps } from '@dating/portal';
import en from './translations.en';
import no from './translations.no';
import th from './translations.th';

it('has every shell text in th and no', () => {
  expect(translationGaps({ en, th, no })).toEqual([]);
});
