import type { MessageCode } from '@dating/contracts';

/** The recovery domain's server messages by code (libs/contracts `recoveryMessages`), in Norwegian. */
export default {
  forgotEmailRequired: 'Vennligst fyll inn e-postadressen din',
  resetRequested: 'Forespørselen om å tilbakestille passordet er sendt til administratoren.',
  resetTokenInvalid: 'Lenken er ugyldig eller har utløpt.',
  passwordChanged: 'Passordet er endret!',
  resetTooManyRequests:
    'For mange forespørsler om å tilbakestille passordet for denne e-postadressen. Prøv igjen om en time.',
  resetLinkResent: 'En ny lenke for å tilbakestille passordet er sendt',
  resetRequestNotFound: 'Denne forespørselen om tilbakestilling finnes ikke',
  resetRequestUsed: 'Denne lenken er allerede brukt',
  resetMailFailed: 'E-posten kunne ikke sendes. Prøv igjen senere.',
} satisfies Partial<Record<MessageCode, string>>;
