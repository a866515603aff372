export type { AlertDialogProps, AlertDialogTone } from './AlertDialog';
export { AlertDialog, alertDialogTones } from './AlertDialog';
