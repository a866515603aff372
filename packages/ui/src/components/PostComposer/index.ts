export type {
  ComposerPhoto,
  ComposerPhotoStatus,
  ComposerShortLink,
  PostComposerProps,
  PostDraft,
  ShortLinkStatus,
} from './PostComposer';
export { composerPhotoStatuses, PostComposer, shortLinkStatuses } from './PostComposer';
