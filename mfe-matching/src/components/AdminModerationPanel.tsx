import AdminModerationPanel from '../admin/AdminModerationPanel';

/** `matching/AdminModerationPanel` of RemoteComponents: mounted by the shell's /admin area. */
export default AdminModerationPanel;
