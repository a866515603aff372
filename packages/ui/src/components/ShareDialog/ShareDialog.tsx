import {
  lineMessageText,
  SHARE_NETWORKS,
  type ShareNetwork,
  shareTargetUrl,
  TEXT_LIMITS,
} from '@lightbearers/domain';
import { forwardRef, type ReactElement, useId, useState } from 'react';
import * as th from '../../i18n/th';
import {
  CheckIcon,
  CopyIcon,
  EmailMark,
  FacebookMark,
  LineMark,
  PinterestMark,
  RedditMark,
  SmsMark,
  XTwitterMark,
} from '../../icons';
import { type ModalStateProps, useModalState } from '../../internal/modalState';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { TextArea } from '../TextArea';
import {
  ShareActions,
  ShareLinkLabel,
  ShareLinkRow,
  ShareLinkText,
  ShareNetworkItem,
  ShareNetworkLink,
  ShareNetworkList,
  ShareNetworkMark,
  ShareNetworksHeading,
  ShareSpoken,
} from './ShareDialog.styles';

const marks: Record<ShareNetwork, typeof FacebookMark> = {
  facebook: FacebookMark,
  line: LineMark,
  twitter: XTwitterMark,
  sms: SmsMark,
  email: EmailMark,
  pinterest: PinterestMark,
  reddit: RedditMark,
};

/** Networks that open the member's own app in place (no new tab). */
const inPlace = new Set<ShareNetwork>(['sms', 'email']);

/** What 'send to LINE' hands the app: the text cut to LINE's 350 characters, and the link. */
export interface ShareLineMessage {
  text: string;
  url: string;
}

export interface ShareDialogProps extends ModalStateProps {
  /** The link being shared — the post's short link with the member's id (`shortLinkUrl`). */
  url: string;
  /** Initial text that goes with the link, usually the post's description; the member may edit it. */
  defaultText?: string;
  /** The dialog title (default 'แชร์ไปได้บุญ', product §2). */
  title?: string;
  /** The networks offered, in order (default all seven of `SHARE_NETWORKS`). */
  networks?: readonly ShareNetwork[];
  /**
   * 'Send to LINE': the app opens LIFF's share target picker inside LINE, a LINE share link
   * outside. The text arrives already cut to 350 characters.
   */
  onSendLine: (message: ShareLineMessage) => void;
  /** Copy the link; resolve when it is on the clipboard (the button then shows 'คัดลอกแล้ว'), reject if not. */
  onCopy: (url: string) => void | Promise<void>;
  /** Told when a network button is pressed (its link opens by itself). */
  onShareNetwork?: (network: ShareNetwork) => void;
  /** Called whenever the member edits the text. */
  onTextChange?: (text: string) => void;
  /**
   * The device is offline: this notice shows above the text, and 'send to LINE' and the network
   * buttons are off until it is cleared (copying the link still works; the text is kept).
   */
  offlineNotice?: string;
}

/**
 * The share modal (product §2): the link, an editable text, 'send to LINE', copy, a button per
 * network (`shareTargetUrl` from domain builds each href and cuts the text to the share limits),
 * and Close. Open state is controlled (`open` + `onOpenChange`) or uncontrolled (`trigger`,
 * `defaultOpen`).
 */
export const ShareDialog = forwardRef<HTMLDivElement, ShareDialogProps>(function ShareDialog(
  {
    url,
    defaultText = '',
    title = th.share.title,
    networks = SHARE_NETWORKS,
    onSendLine,
    onCopy,
    onShareNetwork,
    onTextChange,
    offlineNotice,
    open,
    defaultOpen = false,
    onOpenChange,
    trigger,
  },
  ref,
) {
  const { isOpen, setOpen } = useModalState({ open, defaultOpen, onOpenChange });
  const [text, setText] = useState(defaultText);
  const [copied, setCopied] = useState(false);
  const headingId = useId();

  const changeOpen = (next: boolean) => {
    if (!next) setCopied(false);
    setOpen(next);
  };
  const copy = async () => {
    try {
      await onCopy(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const content = { url, text };
  const offline = Boolean(offlineNotice);

  return (
    <Dialog.Root open={isOpen} onOpenChange={changeOpen}>
      {trigger ? <Dialog.Trigger>{trigger as ReactElement}</Dialog.Trigger> : null}
      <Dialog.Content
        ref={ref}
        title={title}
        data-component="ShareDialog"
        data-connection={offline ? 'offline' : 'online'}
      >
        <Dialog.Body>
          {offline ? (
            <Alert tone="warning" data-part="Offline">
              {offlineNotice}
            </Alert>
          ) : null}
          <TextArea
            label={th.share.text}
            value={text}
            rows={3}
            maxRows={6}
            maxCount={TEXT_LIMITS.lineMessage}
            data-part="Text"
            onChange={(event) => {
              setText(event.target.value);
              onTextChange?.(event.target.value);
            }}
          />
          <ShareLinkRow data-part="Link">
            <ShareLinkLabel>{th.share.link}</ShareLinkLabel>
            <ShareLinkText>{url}</ShareLinkText>
          </ShareLinkRow>
          <ShareActions>
            <Button
              leadingIcon={<LineMark mono />}
              data-part="SendLine"
              disabled={offline}
              onClick={() => onSendLine({ text: lineMessageText(text), url })}
            >
              {th.share.sendLine}
            </Button>
            <Button
              variant="secondary"
              leadingIcon={copied ? <CheckIcon /> : <CopyIcon />}
              data-part="Copy"
              data-state={copied ? 'copied' : 'idle'}
              onClick={copy}
            >
              {copied ? th.share.copied : th.share.copy}
            </Button>
            <ShareSpoken role="status">{copied ? th.share.copied : ''}</ShareSpoken>
          </ShareActions>
          <ShareNetworksHeading id={headingId}>{th.share.networks}</ShareNetworksHeading>
          <ShareNetworkList aria-labelledby={headingId} data-part="Networks">
            {networks.map((network) => {
              const Mark = marks[network];
              const name = th.share.network[network];
              const newTab = !inPlace.has(network);
              return (
                <ShareNetworkItem key={network}>
                  <ShareNetworkLink
                    href={shareTargetUrl(network, content)}
                    data-part="Network"
                    data-network={network}
                    data-destination="external"
                    aria-label={`${th.share.networkLabel(name)}${newTab ? ` ${th.link.newTab}` : ''}`}
                    {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    aria-disabled={offline ? true : undefined}
                    onClick={(event) => {
                      if (offline) event.preventDefault();
                      else onShareNetwork?.(network);
                    }}
                  >
                    <ShareNetworkMark>
                      <Mark size="lg" />
                    </ShareNetworkMark>
                    <span aria-hidden="true">{name}</span>
                  </ShareNetworkLink>
                </ShareNetworkItem>
              );
            })}
          </ShareNetworkList>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close>
            <Button variant="secondary" data-part="Close">
              {th.common.close}
            </Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
});
