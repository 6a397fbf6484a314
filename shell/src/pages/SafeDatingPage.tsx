import { PolicyArticle } from './policy/PolicyArticle';
import { safeDatingOutline } from './policy/safeDating';

/** /safe-dating: tips against romance scams, meeting safely, reporting and emergency numbers. */
export default function SafeDatingPage() {
  return <PolicyArticle outline={safeDatingOutline} />;
}
