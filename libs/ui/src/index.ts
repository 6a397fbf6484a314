export { Button, buttonClassName, type ButtonProps, type ButtonVariant } from './Button';
export {
  Card,
  CardGrid,
  profileHref,
  type CardGridProps,
  type CardLabels,
  type CardProps,
} from './Card';
export { cx } from './classNames';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Field, type FieldProps } from './Field';
export { Modal, type ModalProps } from './Modal';
export { Notice, noticeDurationSeconds, type NoticeKind, type NoticeProps } from './Notice';
export { NoticeStack } from './NoticeStack';
export { Loading, Spinner } from './Spinner';
