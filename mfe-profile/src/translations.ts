import { addTranslations } from '@dating/portal';

export const profileNamespace = 'profile';

/** The profile remote's texts, namespace `profile`, one chunk per language. English is SPEC.md's wording. */
addTranslations(profileNamespace, {
  en: () => import(/* webpackChunkName: "profile-texts-en" */ './translations.en'),
  th: () => import(/* webpackChunkName: "profile-texts-th" */ './translations.th'),
  no: () => import(/* webpackChunkName: "profile-texts-no" */ './translations.no'),
});
