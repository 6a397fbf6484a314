import { MemberList } from '../lists/MemberList';

/** /interest-me (SPEC.md §2): people interested in the member. */
export default function InterestMePage() {
  return <MemberList kind="interestMe" />;
}
