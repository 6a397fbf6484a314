import { translationGaps } from '@dating/portal';
import { shellTranslations } from './translations';

it('has every shell text in th and no', () => {
  expect(translationGaps(shellTranslations)).toEqual([]);
});
