export type { AvatarCropDialogProps, AvatarCropPhase } from './AvatarCropDialog';
export { AvatarCropDialog, avatarCropPhases } from './AvatarCropDialog';
