import { PolicyArticle } from './policy/PolicyArticle';
import { privacyOutline } from './policy/privacy';

/** /privacy: what we keep, why, who sees it, for how long, and members' rights (PDPA, GDPR). */
export default function PrivacyPage() {
  return <PolicyArticle outline={privacyOutline} />;
}
