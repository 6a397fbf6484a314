import { HomeMembers } from '../home/HomeMembers';

/** `matching/HomeMembers` of RemoteComponents: mounted by the shell's home page. */
export default HomeMembers;
