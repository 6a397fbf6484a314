import type { ServerTexts } from './texts';

/** The profile domain's server texts (libs/contracts `profileMessages`). */
export const profileTexts: ServerTexts = {
  th: {},
  no: {},
};
