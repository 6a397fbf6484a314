/** /admin/exports, exposed from here as every admin panel is; the panel lives with the export. */
export { default } from '../export/AdminExportsPanel';
