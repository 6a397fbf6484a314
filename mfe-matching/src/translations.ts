import { addTranslations } from '@dating/portal';

export const matchingNamespace = 'matching';

/** The matching remote's texts, namespace `matching`, one chunk per language. English is SPEC.md's wording. */
addTranslations(matchingNamespace, {
  en: () => import(/* webpackChunkName: "matching-texts-en" */ './translations.en'),
  th: () => import(/* webpackChunkName: "matching-texts-th" */ './translations.th'),
  no: () => import(/* webpackChunkName: "matching-texts-no" */ './translations.no'),
});
