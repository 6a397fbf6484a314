import type { MessageCode } from '@dating/contracts';

/** The shared field rules' server messages by code (libs/contracts `fieldMessages`), in Norwegian. */
export default {
  invalidId: 'Denne id-en er ikke gyldig',
  textNotAllowed: 'Teksten inneholder tegn som ikke er tillatt',
  textTooLong: 'Teksten er for lang',
  invalidData: 'Noe av det som ble sendt, er ikke gyldig',
  requestUnreadable: 'Forespørselen kunne ikke leses',
  unsupportedContentType: 'Innholdstypen støttes ikke',
  bodyNotObject: 'Innholdet i forespørselen må være et JSON-objekt',
  fieldInvalid: 'Feltet {{field}} er ikke gyldig',
  inputInvalid: 'Dataene som ble sendt, er ikke gyldige',
} satisfies Partial<Record<MessageCode, string>>;
