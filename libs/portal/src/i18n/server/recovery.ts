import type { ServerTexts } from './texts';

/** The recovery domain's server texts (libs/contracts `recoveryMessages`). */
export const recoveryTexts: ServerTexts = {
  th: {},
  no: {},
};
