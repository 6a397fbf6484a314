import AdminModerationPanel from '../admin/AdminModerationPanel';

/** The moderation queue: mounted by the shell's /admin area. */
export default AdminModerationPanel;
