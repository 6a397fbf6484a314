import type { TranslationTree } from '../translations';

/** The profile domain's server texts (libs/contracts `profileMessages`), in Norwegian. */
export default {
  'Not Found User': 'Fant ikke brukeren',
  'Please remove contact details (phone, e-mail, Line or other ids, links) from your profile text':
    'Vennligst fjern kontaktopplysninger (telefon, e-post, Line- eller andre ID-er, lenker) fra profilteksten din',
  'Please fill in your name': 'Vennligst fyll inn navnet ditt',
  'Please select your gender': 'Vennligst velg kjønnet ditt',
  'Please fill in your birthdate': 'Vennligst fyll inn fødselsdatoen din',
  'Please fill in your country': 'Vennligst fyll inn landet ditt',
  'Please fill in Height': 'Vennligst fyll inn høyde',
  'Please fill in Weight': 'Vennligst fyll inn vekt',
  'Please select Marital Status': 'Vennligst velg sivilstand',
  'Please select if you want children': 'Vennligst velg om du ønsker barn',
  'Please select Ethnicity': 'Vennligst velg etnisitet',
  'Please select Religion': 'Vennligst velg religion',
  'Please select Education': 'Vennligst velg utdanning',
  'Please select Drinking': 'Vennligst velg hvor ofte du drikker',
  'Please select Smoking': 'Vennligst velg om du røyker',
  'Please select Looking For': 'Vennligst velg hva du ser etter',
  'Please select Gender For': 'Vennligst velg hvilket kjønn du ser etter',
  'Please select Used Communication': 'Vennligst velg hvor viktig kommunikasjonsspråket er',
  'Please fill Learning Thai Language': 'Vennligst svar på om du vil lære thai',
  'Please fill Thai Spouse Reason': 'Vennligst fyll inn hvorfor du ønsker en thailandsk partner',
  'Please fill What do you think about Thai women/man?':
    'Vennligst fyll inn hva du synes om thailandske kvinner/menn',
  'Please enter a valid birthdate': 'Vennligst oppgi en gyldig fødselsdato',
  'You must be at least 18 years old': 'Du må være minst 18 år gammel',
  'Height must be between 100 and 250 cm': 'Høyden må være mellom 100 og 250 cm',
  'Weight must be between 30 and 300 kg': 'Vekten må være mellom 30 og 300 kg',
  'Number of children must be between 0 and 20': 'Antall barn må være mellom 0 og 20',
  'Age must be between 18 and 99': 'Alderen må være mellom 18 og 99',
  'A phone number may contain only digits, spaces, +, - and brackets':
    'Et telefonnummer kan bare inneholde sifre, mellomrom, +, - og parenteser',
  'The age range must end at or above its start':
    'Aldersspennet kan ikke slutte lavere enn det starter',
  'The options have been loaded': 'Alternativene er lastet inn',
  'Please choose one of the listed options': 'Vennligst velg et av alternativene i listen',
  'This table is not allowed here': 'Denne tabellen er ikke tillatt her',
  'Please complete User Information first': 'Vennligst fyll ut brukerinformasjonen først',
  'Your information has been saved': 'Informasjonen din er lagret',
  'Your information has been deleted': 'Informasjonen din er slettet',
  'Your choice has been saved': 'Valget ditt er lagret',
  'Your profile is now hidden': 'Profilen din er nå skjult',
  'Your profile is visible again': 'Profilen din er synlig igjen',
  'This profile is not available': 'Denne profilen er ikke tilgjengelig',
  'Your photo has been saved': 'Bildet ditt er lagret',
  'Your photo has been removed': 'Bildet ditt er fjernet',
  'There is no photo in this slot': 'Det er ikke noe bilde på denne plassen',
  'This photo was not uploaded by you': 'Dette bildet ble ikke lastet opp av deg',
  'This image was uploaded too long ago. Please upload it again.':
    'Dette bildet ble lastet opp for lenge siden. Vennligst last det opp på nytt.',
  'The photo slot must be 1, 2 or 3': 'Bildeplassen må være 1, 2 eller 3',
  'Please choose an image': 'Vennligst velg et bilde',
  'The image has been uploaded': 'Bildet er lastet opp',
  'Please choose a JPEG, PNG or WebP image': 'Vennligst velg et JPEG-, PNG- eller WebP-bilde',
  'The image must be 8 MB or smaller': 'Bildet kan ikke være større enn 8 MB',
  'This image could not be read. Please choose another one.':
    'Bildet kunne ikke leses. Vennligst velg et annet.',
  'The image is too small: each side must be at least 32 pixels':
    'Bildet er for lite: hver side må være minst 32 piksler',
  'The image is too large: at most 16384 pixels on a side and 50 megapixels in all':
    'Bildet er for stort: høyst 16384 piksler på en side og 50 megapiksler i alt',
  'The image is too long and narrow: one side may be at most 10 times the other':
    'Bildet er for langt og smalt: den ene siden kan være høyst 10 ganger den andre',
  'Too many images are being processed. Please try again in a moment.':
    'For mange bilder behandles akkurat nå. Vennligst prøv igjen om litt.',
  'This image took too long to process. Please try again or choose a smaller one.':
    'Det tok for lang tid å behandle bildet. Vennligst prøv igjen eller velg et mindre bilde.',
  'There is no image for this page': 'Det finnes ikke noe bilde for denne siden',
  'User ID not found.': 'Fant ikke bruker-ID-en.',
  'Gender looking for not found.': 'Fant ikke kjønnet du ser etter.',
  'Age range of interest not found.': 'Fant ikke aldersgruppen du er interessert i.',
  'This page of results is not valid. Please search again.':
    'Denne resultatsiden er ikke gyldig. Søk på nytt.',
  'Sort by newest or by last active': 'Sorter etter nyeste eller etter sist aktiv',
  'Say whether to show when you were last active': 'Si om det skal vises når du sist var aktiv',
  'Please give a reason': 'Vennligst oppgi en begrunnelse',
  'Your code has expired. Please get a new code.':
    'Koden din har utløpt. Vennligst hent en ny kode.',
  'This verification request is not waiting for review':
    'Denne verifiseringsforespørselen venter ikke på gjennomgang',
} satisfies TranslationTree;
