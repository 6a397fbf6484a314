import { PlaceholderPage } from './PlaceholderPage';

export default function ContactPage() {
  return <PlaceholderPage titleKey="contact.title" />;
}
