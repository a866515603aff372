export type { EditDescriptionDialogProps } from './EditDescriptionDialog';
export { EditDescriptionDialog } from './EditDescriptionDialog';
