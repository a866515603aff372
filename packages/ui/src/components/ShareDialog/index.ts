export type { ShareDialogProps, ShareLineMessage } from './ShareDialog';
export { ShareDialog } from './ShareDialog';
