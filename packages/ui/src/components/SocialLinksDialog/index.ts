export type { SocialLinksDialogProps, SocialLinksValues } from './SocialLinksDialog';
export { SocialLinksDialog } from './SocialLinksDialog';
