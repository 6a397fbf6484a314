import type { TranslationTree } from '../translations';

/** The recovery domain's server texts (libs/contracts `recoveryMessages`), in Norwegian. */
export default {
  'Please fill in your Email': 'Vennligst fyll inn e-postadressen din',
  'Your request to reset the password has been successfully submitted to the administrator.':
    'Forespørselen om å tilbakestille passordet er sendt til administratoren.',
  'The token provided is either invalid or has expired.': 'Lenken er ugyldig eller har utløpt.',
  'Password Change Successful!': 'Passordet er endret!',
  'Too many password reset requests for this email address. Please try again in an hour.':
    'For mange forespørsler om å tilbakestille passordet for denne e-postadressen. Prøv igjen om en time.',
  'A new reset link has been sent': 'En ny lenke for å tilbakestille passordet er sendt',
  'This reset request does not exist': 'Denne forespørselen om tilbakestilling finnes ikke',
  'This reset link has already been used': 'Denne lenken er allerede brukt',
  'The e-mail could not be sent. Please try again later.':
    'E-posten kunne ikke sendes. Prøv igjen senere.',
} satisfies TranslationTree;
