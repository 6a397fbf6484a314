import { useLanguage } from '@dating/portal';

/** A message's time as the interface language writes a short date and time. */
export function useSentAt(): (sentAt: string) => string {
  const [language] = useLanguage();
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
  return (sentAt) => format.format(new Date(sentAt));
}
