import { InterestActions } from '../interest/InterestActions';

/** Another member's interest actions: mounted by mfe-profile's profile page. */
export default InterestActions;
