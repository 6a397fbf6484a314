import type { TranslationTree } from './translations';

/** The portal's shared texts, namespace `common` (registered in index.ts), in Norwegian. */
export default {
  notice: {
    error: 'Feil: {{message}}',
    success: 'Vellykket: {{message}}',
    closing_one: 'Lukkes om {{count}} sekund',
    closing_other: 'Lukkes om {{count}} sekunder',
    dismiss: 'Lukk meldingen',
  },
  action: {
    confirm: 'Bekreft',
    cancel: 'Avbryt',
    close: 'Lukk',
    retry: 'Prøv igjen',
    back: 'Tilbake',
  },
  member: {
    unavailableTitle: 'Dette medlemmet er ikke tilgjengelig',
    unavailableText:
      'Denne profilen kan ikke vises nå. Det er mange andre medlemmer å bli kjent med.',
    home: 'Gå til forsiden',
  },
  status: {
    loading: 'Laster …',
  },
  copy: {
    failed: 'Denne nettleseren tillot ikke kopiering. Kopier det for hånd: {{value}}',
  },
  reason: {
    required: 'Oppgi en grunn',
  },
  remote: {
    unavailable: 'Denne delen av siden kunne ikke lastes inn.',
  },
  cards: {
    noCaption: 'Ingen bildetekst',
    noPhoto: 'Ingen bilde',
    age: '{{age}} år',
    noResults: 'Ingen treff',
    verified: 'Verifiserte bilder',
    active: { today: 'Aktiv i dag', week: 'Aktiv denne uken' },
    loadMore: 'Last inn flere',
    failed: 'Kunne ikke laste inn medlemmene: {{message}}',
  },
  password: {
    show: 'Vis {{field}}',
    hide: 'Skjul {{field}}',
  },
  figures: {
    failed: 'Ikke tilgjengelig',
    retry: 'Prøv igjen: {{name}}',
  },
  chart: {
    dataTable: 'Vis tallene som tabell',
    total: 'Totalt',
    failed: 'Diagrammet kunne ikke tegnes; tallene står i tabellen nedenfor.',
  },
  pages: {
    newer: 'Nyere',
    older: 'Eldre',
    page: 'Side {{page}}',
  },
  language: {
    label: 'Språk',
  },
} satisfies TranslationTree;
