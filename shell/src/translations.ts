import { addTranslations } from '@dating/portal';

export const shellNamespace = 'shell';

/** The shell's texts, namespace `shell`, one chunk per language. English is SPEC.md's wording. */
addTranslations(shellNamespace, {
  en: () => import(/* webpackChunkName: "shell-texts-en" */ './translations.en'),
  th: () => import(/* webpackChunkName: "shell-texts-th" */ './translations.th'),
  no: () => import(/* webpackChunkName: "shell-texts-no" */ './translations.no'),
});
