export type { ConfirmDialogProps, ConfirmDialogTone } from './ConfirmDialog';
export { ConfirmDialog, confirmDialogTones } from './ConfirmDialog';
