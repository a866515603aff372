/**
 * The post page's dialogs — share, edit description, the photo lightbox — in their own chunk: none
 * is open on arrival, so their code (Radix dialog, embla) loads on the first press (ADR 024 budget).
 */
import { EditDescriptionDialog, Lightbox, type PhotoGridPhoto, ShareDialog } from '@lightbearers/ui';
import { offlineCopy } from '../../offline/copy';
import { useOffline } from '../../offline/useOffline';
import { copyLink, sendToLine } from '../../posts/share';

export interface PostDialogsProps {
  shareOpen: boolean;
  onShareOpenChange: (open: boolean) => void;
  shareUrl: string;
  description: string;
  /** The post's picture, the LINE message's image when it is an https address. */
  shareImage: string | null;
  /** Owner only: the edit dialog. */
  canEdit: boolean;
  editOpen: boolean;
  onEditOpenChange: (open: boolean) => void;
  saving: boolean;
  onSave: (description: string) => void;
  photos: readonly PhotoGridPhoto[];
  /** The lightbox's photo, or null when closed. */
  photo: number | null;
  onPhotoChange: (index: number | null) => void;
}

export default function PostDialogs(props: PostDialogsProps) {
  // Offline the share dialog says sending needs a connection; the text and the copy stay (ADR 024).
  const offline = useOffline();
  return (
    <>
      <ShareDialog
        open={props.shareOpen}
        onOpenChange={props.onShareOpenChange}
        url={props.shareUrl}
        defaultText={props.description}
        onSendLine={(message) =>
          void sendToLine(message, { des: props.description, previewImage: props.shareImage })
        }
        onCopy={copyLink}
        offlineNotice={offline ? offlineCopy.share : undefined}
      />
      {props.canEdit ? (
        <EditDescriptionDialog
          open={props.editOpen}
          onOpenChange={props.onEditOpenChange}
          description={props.description}
          busy={props.saving}
          onSave={props.onSave}
        />
      ) : null}
      {props.photos.length > 0 ? (
        <Lightbox
          photos={props.photos}
          open={props.photo !== null}
          onOpenChange={(open) => !open && props.onPhotoChange(null)}
          index={props.photo ?? 0}
          onIndexChange={props.onPhotoChange}
        />
      ) : null}
    </>
  );
}
