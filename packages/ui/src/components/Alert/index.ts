export type { AlertProps, AlertTone } from './Alert';
export { Alert, alertTones } from './Alert';
export type { AlertDialogProps } from './AlertDialog';
export { AlertDialog } from './AlertDialog';
