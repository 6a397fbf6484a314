import { InterestActions } from '../interest/InterestActions';

/** `matching/InterestActions` of RemoteComponents: mounted by mfe-profile's profile page. */
export default InterestActions;
