import type { MessageCode } from '@dating/contracts';

/** The interest domain's server messages by code (libs/contracts `interestMessages`), in Norwegian. */
export default {
  interestFinished: 'Interesse fullført',
  noResults: 'Ingen treff',
  notYourself: 'Du kan ikke vise interesse for deg selv',
  memberUnavailable: 'Dette medlemmet er ikke tilgjengelig',
  alreadyInterested: 'Du har allerede vist interesse for dette medlemmet',
  alreadyMatched: 'Du har allerede match med dette medlemmet',
  answerTheirInterest: 'Dette medlemmet har allerede vist interesse for deg. Velg Match i stedet.',
  nothingToMatch: 'Dette medlemmet har ikke vist interesse for deg',
  nothingToIgnore: 'Det er ingen interesse mellom deg og dette medlemmet',
  unknownAction: 'Handlingen må være check, check-response, match eller ignore',
  chooseOneList: 'Oppgi enten user_id eller user_interest_id',
  memberBlocked: 'Medlemmet er blokkert',
  memberUnblocked: 'Blokkeringen er opphevet',
  notBlockYourself: 'Du kan ikke blokkere deg selv',
  notReportYourself: 'Du kan ikke rapportere deg selv',
  reportReasonRequired: 'Velg en grunn',
  reportReceived:
    'Takk. Vi har mottatt rapporten din og vil se på den. Dere vil ikke lenger se hverandre.',
  subscribeToWrite:
    'Abonner for å starte en samtale. Du kan svare når et medlem med abonnement skriver til deg først.',
  notMatchedToWrite: 'Du kan bare skrive til medlemmer du har match med',
  notWriteYourself: 'Du kan ikke skrive til deg selv',
  conversationUnavailable: 'Denne samtalen er ikke tilgjengelig',
  chooseOneConversation: 'Oppgi enten conversation_id eller other_user_id',
  messageRequired: 'Skriv en melding',
  messageTooLong: 'En melding kan være på høyst 2 000 tegn',
  tooManyMessages: 'Du sender meldinger for raskt. Vent litt.',
  tooManyConversations: 'Du har startet mange nye samtaler i dag. Prøv igjen i morgen.',
} satisfies Partial<Record<MessageCode, string>>;
