import { addTranslations } from '@dating/portal';

export const subscriptionNamespace = 'subscription';

/** The subscription remote's texts, namespace `subscription`, one chunk per language. English is SPEC.md's wording. */
addTranslations(subscriptionNamespace, {
  en: () => import(/* webpackChunkName: "subscription-texts-en" */ './translations.en'),
  th: () => import(/* webpackChunkName: "subscription-texts-th" */ './translations.th'),
  no: () => import(/* webpackChunkName: "subscription-texts-no" */ './translations.no'),
});
