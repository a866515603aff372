/** The share dialog of one post (lazy: loaded when a member first taps share). */
import { ShareDialog } from '@lightbearers/ui';
import { useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { api } from '../api';
import { offlineCopy } from '../offline/copy';
import { useOffline } from '../offline/useOffline';
import { useSession } from '../session/store';
import { type ShareTarget, shareTargetAtom } from './overlays';
import { copyLink, sendToLine, shareLinkFor } from './share';

export function ShareSheet({ target }: { target: ShareTarget }) {
  const session = useSession();
  const setTarget = useSetAtom(shareTargetAtom);
  const url = useMemo(() => shareLinkFor(api, target, session?.userID ?? null), [target, session]);
  const onOpenChange = useCallback((open: boolean) => (open ? undefined : setTarget(null)), [setTarget]);
  // Offline the dialog says sending needs a connection; the text and the copy stay (ADR 024).
  const offline = useOffline();
  return (
    <ShareDialog
      open
      onOpenChange={onOpenChange}
      url={url}
      defaultText={target.des}
      onSendLine={(message) => void sendToLine(message, target)}
      onCopy={copyLink}
      offlineNotice={offline ? offlineCopy.share : undefined}
    />
  );
}
