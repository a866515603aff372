import { forwardRef, useRef, useState } from 'react';
import * as th from '../../i18n/th';
import { EditIcon, MoreIcon, PinIcon, ShareIcon, TrashIcon } from '../../icons';
import { ConfirmDialog } from '../ConfirmDialog';
import { IconButton } from '../IconButton';
import { Menu } from '../Menu';

export interface PostMenuProps {
  /** The signed-in member wrote the post (domain `isOwner`): edit, delete and pin show. */
  isOwner: boolean;
  /** The post is pinned: the pin item reads 'เลิกปักหมุด'. */
  pinned?: boolean;
  /** Share was chosen (the app opens its ShareDialog). */
  onShare: () => void;
  /** Edit description was chosen (the app opens `EditDescriptionDialog`). */
  onEdit?: () => void;
  /** The member confirmed the deletion. */
  onDelete?: () => void;
  /** Called with the new pinned value. */
  onPinnedChange?: (pinned: boolean) => void;
  /** While the deletion runs: the confirmation stays open with a busy confirm button. */
  deleteBusy?: boolean;
  /** The menu button's accessible name (default 'ตัวเลือกของโพสต์'). */
  label?: string;
}

/**
 * The post's '⋮' menu: Share; for the owner also edit description, pin/unpin, and delete behind
 * the product's confirmation ('คุณแน่ใจหรือไม่ว่าต้องการลบโพสต์ของคุณ?'). Callbacks only.
 */
export const PostMenu = forwardRef<HTMLButtonElement, PostMenuProps>(function PostMenu(
  {
    isOwner,
    pinned = false,
    onShare,
    onEdit,
    onDelete,
    onPinnedChange,
    deleteBusy = false,
    label = th.postMenu.label,
  },
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
  return (
    <>
      <Menu>
        <Menu.Trigger>
          <IconButton
            ref={setTrigger}
            label={label}
            icon={<MoreIcon />}
            data-component="PostMenu"
            data-layout={isOwner ? 'owner' : 'reader'}
          />
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
