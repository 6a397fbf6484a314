import { MemberList } from '../lists/MemberList';

/** /my-interest (SPEC.md §2): people the member showed interest in. */
export default function MyInterestPage() {
  return <MemberList kind="myInterest" />;
}
