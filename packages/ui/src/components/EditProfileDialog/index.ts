export type { EditProfileDialogProps, EditProfileValues } from './EditProfileDialog';
export { EditProfileDialog } from './EditProfileDialog';
