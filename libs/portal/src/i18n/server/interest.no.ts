import type { TranslationTree } from '../translations';

/** The interest domain's server texts (libs/contracts `interestMessages`), in Norwegian. */
export default {
  'Interest Finished': 'Interesse fullført',
  'No results found': 'Ingen treff',
  'You cannot show interest in yourself': 'Du kan ikke vise interesse for deg selv',
  'This member is not available': 'Dette medlemmet er ikke tilgjengelig',
  'You have already shown interest in this member':
    'Du har allerede vist interesse for dette medlemmet',
  'You are already matched with this member': 'Du har allerede match med dette medlemmet',
  'This member has already shown interest in you. Choose Match instead.':
    'Dette medlemmet har allerede vist interesse for deg. Velg Match i stedet.',
  'This member has not shown interest in you': 'Dette medlemmet har ikke vist interesse for deg',
  'There is no interest between you and this member':
    'Det er ingen interesse mellom deg og dette medlemmet',
  'The action must be check, check-response, match or ignore':
    'Handlingen må være check, check-response, match eller ignore',
  'Please give either user_id or user_interest_id': 'Oppgi enten user_id eller user_interest_id',
  'Member blocked': 'Medlemmet er blokkert',
  'Member unblocked': 'Blokkeringen er opphevet',
  'You cannot block yourself': 'Du kan ikke blokkere deg selv',
  'You cannot report yourself': 'Du kan ikke rapportere deg selv',
  'Please choose a reason': 'Velg en grunn',
  'Thank you. We have received your report and will look at it. You will no longer see each other.':
    'Takk. Vi har mottatt rapporten din og vil se på den. Dere vil ikke lenger se hverandre.',
  'Subscribe to start a conversation. You can reply when a subscriber writes to you first.':
    'Abonner for å starte en samtale. Du kan svare når et medlem med abonnement skriver til deg først.',
  'You can only write to members you are matched with':
    'Du kan bare skrive til medlemmer du har match med',
  'You cannot write to yourself': 'Du kan ikke skrive til deg selv',
  'This conversation is not available': 'Denne samtalen er ikke tilgjengelig',
  'Please give either conversation_id or other_user_id':
    'Oppgi enten conversation_id eller other_user_id',
  'Please write a message': 'Skriv en melding',
  'A message can be at most 2,000 characters': 'En melding kan være på høyst 2 000 tegn',
  'You are sending messages too quickly. Please wait a moment.':
    'Du sender meldinger for raskt. Vent litt.',
  'You have started many new conversations today. Please try again tomorrow.':
    'Du har startet mange nye samtaler i dag. Prøv igjen i morgen.',
} satisfies TranslationTree;
