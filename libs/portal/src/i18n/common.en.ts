import type { TranslationTree } from './translations';

/** The portal's shared texts, namespace `common` (registered in index.ts), in English. */
export default {
  notice: {
    error: 'Error: {{message}}',
    success: 'Successfully: {{message}}',
    closing_one: 'Closing in {{count}} second',
    closing_other: 'Closing in {{count}} seconds',
    dismiss: 'Close message',
  },
  action: {
    confirm: 'Confirm',
    cancel: 'Cancel',
    close: 'Close',
    retry: 'Retry',
    back: 'Back',
  },
  member: {
    unavailableTitle: 'This member is not available',
    unavailableText:
      'This profile cannot be seen at the moment. There are many other members to get to know.',
    home: 'Go to Home',
  },
  status: {
    loading: 'Loading…',
  },
  copy: {
    failed: 'This browser did not allow copying. Please copy it by hand: {{value}}',
  },
  reason: {
    required: 'Please give a reason',
  },
  remote: {
    unavailable: 'This part of the page could not be loaded.',
  },
  cards: {
    noCaption: 'No caption',
    noPhoto: 'No photo',
    age: '{{age}} years',
    noResults: 'No results found',
    verified: 'Verified photos',
    active: { today: 'Active today', week: 'Active this week' },
    loadMore: 'Load more',
    failed: 'The members could not be loaded: {{message}}',
  },
  password: {
    show: 'Show {{field}}',
    hide: 'Hide {{field}}',
  },
  figures: {
    failed: 'Not available',
    retry: 'Retry: {{name}}',
  },
  chart: {
    dataTable: 'Show the figures as a table',
    total: 'Total',
    failed: 'The chart could not be drawn; the figures are in the table below.',
  },
  pages: {
    newer: 'Newer',
    older: 'Older',
    page: 'Page {{page}}',
  },
  language: {
    label: 'Language',
  },
} satisfies TranslationTree;
