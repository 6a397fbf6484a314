import { PlaceholderPage } from './PlaceholderPage';

export default function AboutPage() {
  return <PlaceholderPage titleKey="about.title" />;
}
