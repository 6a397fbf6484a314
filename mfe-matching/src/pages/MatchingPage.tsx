import { MemberList } from '../lists/MemberList';

/** /matching (SPEC.md §2): the member's matches. */
export default function MatchingPage() {
  return <MemberList kind="matching" />;
}
