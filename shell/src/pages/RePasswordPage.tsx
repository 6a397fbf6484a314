import { PlaceholderPage } from './PlaceholderPage';

export default function RePasswordPage() {
  return <PlaceholderPage titleKey="rePassword.title" />;
}
