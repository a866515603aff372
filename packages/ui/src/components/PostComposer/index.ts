export type { ComposerPhoto, ComposerPhotoStatus, PostComposerProps, PostDraft } from './PostComposer';
export { composerPhotoStatuses, PostComposer } from './PostComposer';
