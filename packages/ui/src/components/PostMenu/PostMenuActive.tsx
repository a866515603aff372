import { forwardRef, useCallback, useRef, useState } from 'react';
import * as th from '../../i18n/th';
import { EditIcon, PinIcon, ShareIcon, TrashIcon } from '../../icons';
import { ConfirmDialog } from '../ConfirmDialog';
import { Menu } from '../Menu';
import type { PostMenuProps } from './PostMenu';
import { PostMenuButton } from './PostMenuButton';

/** How the menu button was first pressed, before the menu's code was here (`PostMenu`). */
export type PostMenuOpenedBy = 'pointer' | 'keyboard';

export interface PostMenuActiveProps extends PostMenuProps {
  /** Mounts open: the press that loaded this module asked for the menu. */
  openedBy?: PostMenuOpenedBy;
}

/**
 * The post menu with its code (`PostMenu` loads this module on the button's first press): Radix's
 * menu, and for the owner the delete confirmation.
 */
export const PostMenuActive = forwardRef<HTMLButtonElement, PostMenuActiveProps>(function PostMenuActive(
  { openedBy, isOwner, pinned = false, onShare, onEdit, onDelete, onPinnedChange, deleteBusy = false, label },
  ref,
) {
  const [confirming, setConfirming] = useState(false);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const setTrigger = (node: HTMLButtonElement | null) => {
    triggerRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  const open = confirming || deleteBusy;
  // Opened from the keyboard before Radix listened to it: once Radix has focused the menu, start on
  // its first item, as Radix does for a menu it opens from the keyboard. The first opening only.
  const keyboardOpening = useRef(openedBy === 'keyboard');
  const firstItemOnKeyboard = useCallback((menu: HTMLDivElement | null) => {
    if (!menu || !keyboardOpening.current) return;
    keyboardOpening.current = false;
    menu.addEventListener('focus', () => menu.querySelector<HTMLElement>('[role="menuitem"]')?.focus(), {
      once: true,
    });
  }, []);
  return (
    <>
      <Menu ref={firstItemOnKeyboard} defaultOpen={openedBy !== undefined}>
        <Menu.Trigger>
          <PostMenuButton ref={setTrigger} label={label} isOwner={isOwner} />
        </Menu.Trigger>
        <Menu.Item icon={<ShareIcon />} onSelect={onShare}>
          {th.postMenu.share}
        </Menu.Item>
        {isOwner ? (
          <>
            <Menu.Item icon={<EditIcon />} onSelect={() => onEdit?.()}>
              {th.postMenu.edit}
            </Menu.Item>
            <Menu.Item icon={<PinIcon />} onSelect={() => onPinnedChange?.(!pinned)}>
              {pinned ? th.postMenu.unpin : th.postMenu.pin}
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item icon={<TrashIcon />} tone="danger" onSelect={() => setConfirming(true)}>
              {th.postMenu.delete}
            </Menu.Item>
          </>
        ) : null}
      </Menu>
      {isOwner ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setConfirming}
          // Opened from a menu item that is gone by now: give focus back to the menu button.
          onCloseAutoFocus={(event) => {
            if (!triggerRef.current?.isConnected) return;
            event.preventDefault();
            triggerRef.current.focus();
          }}
          title={th.postMenu.deleteConfirm}
          message={th.postMenu.deleteDetail}
          confirmLabel={th.postMenu.delete}
          tone="danger"
          busy={deleteBusy}
          onConfirm={() => {
            setConfirming(false);
            onDelete?.();
          }}
        />
      ) : null}
    </>
  );
});
