import { PlaceholderPage } from './PlaceholderPage';

export default function UpdateFormPage() {
  return <PlaceholderPage titleKey="updateForm.title" />;
}
