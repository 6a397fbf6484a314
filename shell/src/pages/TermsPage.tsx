import { PolicyArticle } from './policy/PolicyArticle';
import { termsOutline } from './policy/terms';

/** /terms: who may join, what members agree to, subscriptions, liability and governing law. */
export default function TermsPage() {
  return <PolicyArticle outline={termsOutline} />;
}
