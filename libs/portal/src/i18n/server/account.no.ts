import type { TranslationTree } from '../translations';

/** Accounts, sessions and the edge's own answers, in Norwegian. */
export default {
  'Please fill in Username or Password': 'Vennligst fyll inn brukernavn eller passord',
  'Invalid username or password': 'Ugyldig brukernavn eller passord',
  'Login successful': 'Innloggingen var vellykket',
  'Your account has been created': 'Kontoen din er opprettet',
  'This username is already taken': 'Dette brukernavnet er allerede i bruk',
  'This email is already registered': 'Denne e-postadressen er allerede registrert',
  'Please fill in Email': 'Vennligst fyll inn e-post',
  'Please fill in Username': 'Vennligst fyll inn brukernavn',
  'Please fill in Password': 'Vennligst fyll inn passord',
  'Please fill in Confirm Password': 'Vennligst bekreft passordet',
  'Password and Confirm Password do not match.': 'Passordet og bekreftelsen er ikke like.',
  'Please enter a valid email address': 'Vennligst oppgi en gyldig e-postadresse',
  'Password must be at least 10 characters': 'Passordet må ha minst 10 tegn',
  'This password is too common. Please choose another one.':
    'Dette passordet er for vanlig. Vennligst velg et annet.',
  'The password must not contain your username or the name in your email':
    'Passordet kan ikke inneholde brukernavnet ditt eller navnet i e-postadressen din',
  'Too many wrong passwords for this account. It is locked for a while: try again later or reset your password.':
    'For mange feil passord for denne kontoen. Den er låst en stund: prøv igjen senere eller tilbakestill passordet.',
  'You have been logged out': 'Du er logget ut',
  'Username must be 3 to 30 letters, digits, dots, dashes or underscores':
    'Brukernavnet må ha 3 til 30 tegn: bokstaver, sifre, punktum, bindestrek eller understrek',
  'User not found': 'Fant ikke brukeren',
  'This account has been deactivated': 'Denne kontoen er deaktivert',
  'An administrator account cannot be deactivated': 'En administratorkonto kan ikke deaktiveres',
  'Invalid or missing application key': 'Ugyldig eller manglende applikasjonsnøkkel',
  'Please log in to continue': 'Vennligst logg inn for å fortsette',
  'Your session has expired. Please log in again.':
    'Økten din er utløpt. Vennligst logg inn på nytt.',
  'You are not allowed to do this': 'Du har ikke lov til å gjøre dette',
  'Administrators only': 'Kun for administratorer',
  'Not found': 'Ikke funnet',
  'Service unavailable': 'Tjenesten er utilgjengelig',
  'Images cannot be stored right now. Please try again in a few minutes.':
    'Bilder kan ikke lagres akkurat nå. Prøv igjen om noen minutter.',
  'Too many attempts. Please wait a minute and try again.':
    'For mange forsøk. Vent et minutt og prøv igjen.',
  'The request is too large': 'Forespørselen er for stor',
  'Something went wrong. Please try again.': 'Noe gikk galt. Vennligst prøv igjen.',
  'Enter the code from your authenticator app': 'Skriv inn koden fra autentiseringsappen din',
  'The code from your authenticator app is not correct':
    'Koden fra autentiseringsappen er ikke riktig',
  'Many people are logging in right now. Please try again in a few seconds.':
    'Mange logger inn akkurat nå. Prøv igjen om noen sekunder.',
  'This browser sent a device id that is not valid. Reload the page and try again.':
    'Denne nettleseren sendte en ugyldig enhets-ID. Last inn siden på nytt og prøv igjen.',
  'Your account is unlocked. You can log in now.': 'Kontoen din er låst opp. Du kan logge inn nå.',
  'This unlock link has expired or was already used. If your account is still locked, wait until the lock ends or reset your password.':
    'Denne opplåsingslenken er utløpt eller allerede brukt. Hvis kontoen din fortsatt er låst, vent til låsen går ut eller tilbakestill passordet.',
} satisfies TranslationTree;
