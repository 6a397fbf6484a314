import type { TranslationTree } from '../translations';

/** The shared field rules' server texts (libs/contracts `fieldMessages`), in Norwegian. */
export default {
  'This id is not valid': 'Denne id-en er ikke gyldig',
  'This text contains characters that are not allowed':
    'Teksten inneholder tegn som ikke er tillatt',
  'This text is too long': 'Teksten er for lang',
  'Some of the data sent is not valid': 'Noe av det som ble sendt, er ikke gyldig',
  'The request could not be read': 'Forespørselen kunne ikke leses',
  'Unsupported content type': 'Innholdstypen støttes ikke',
  'The request body must be a JSON object': 'Innholdet i forespørselen må være et JSON-objekt',
} satisfies TranslationTree;
