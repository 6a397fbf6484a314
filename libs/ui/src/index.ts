export { Button, buttonClassName, type ButtonProps, type ButtonVariant } from './Button';
export {
  Card,
  CardGrid,
  CardGridPlaceholder,
  profileHref,
  type CardGridProps,
  type CardLabels,
  type CardProps,
} from './Card';
export {
  Checkbox,
  CheckboxGroup,
  type CheckboxGroupProps,
  type CheckboxProps,
} from './CheckboxGroup';
export { cx } from './classNames';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Field, type FieldProps } from './Field';
export {
  FileButton,
  ImagePreview,
  type FileButtonProps,
  type ImagePreviewProps,
} from './ImagePicker';
export { Modal, type ModalProps } from './Modal';
export { Notice, noticeDurationSeconds, type NoticeKind, type NoticeProps } from './Notice';
export { NoticeStack } from './NoticeStack';
export { PhotoPlaceholder, type PhotoPlaceholderProps } from './PhotoPlaceholder';
export { Preloader, preloaderLimitMs, useTimeLimit, type PreloaderProps } from './Preloader';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { Loading, Spinner } from './Spinner';
export { Stepper, type StepperProps } from './Stepper';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
