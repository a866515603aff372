import { type ComponentType, forwardRef, type RefAttributes, useEffect, useRef, useState } from 'react';
import type { PostMenuActiveProps, PostMenuOpenedBy } from './PostMenuActive';
import { PostMenuButton } from './PostMenuButton';

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

type Active = ComponentType<PostMenuActiveProps & RefAttributes<HTMLButtonElement>>;

/** The menu's code (Radix's menu and dialog, about 37 kB gzip): loaded once, by the first press. */
let activeModule: Promise<Active> | null = null;
function loadActive(): Promise<Active> {
  activeModule ??= import('./PostMenuActive').then(
    (m) => m.PostMenuActive,
    (error: unknown) => {
      activeModule = null;
      throw error;
    },
  );
  return activeModule;
}

/**
 * The post's '⋮' menu: Share; for the owner also edit description, pin/unpin, and delete behind
 * the product's confirmation ('คุณแน่ใจหรือไม่ว่าต้องการลบโพสต์ของคุณ?'). Callbacks only.
 *
 * A page shows the menu's button only until it is first pressed: the menu's code loads then (or as
 * a pointer or the focus comes to the button), and the menu opens once it is here, on the first
 * item when the press came from the keyboard. A page with posts so carries none of that code
 * before it runs.
 */
export const PostMenu = forwardRef<HTMLButtonElement, PostMenuProps>(function PostMenu(props, ref) {
  const [active, setActive] = useState<{ Menu: Active; openedBy?: PostMenuOpenedBy } | null>(null);
  const pressed = useRef(false);
  /** Loads the menu's code, then shows the menu (open when a press asked for it). */
  const open = (openedBy?: PostMenuOpenedBy) => {
    if (pressed.current) return;
    pressed.current = true;
    loadActive().then(
      (Menu) => setActive({ Menu, openedBy }),
      // Its code could not load (no network and not kept): the next press tries again.
      () => {
        pressed.current = false;
      },
    );
  };
  // A deletion running shows its confirmation, which is the menu's code too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new deletion asks for the code.
  useEffect(() => {
    if (props.deleteBusy) open();
  }, [props.deleteBusy]);
  if (active) return <active.Menu ref={ref} openedBy={active.openedBy} {...props} />;

  const preload = () => void loadActive().catch(() => undefined);
  return (
    <PostMenuButton
      ref={ref}
      label={props.label}
      isOwner={props.isOwner}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={preload}
      onFocus={preload}
      // Enter and Space press a button too (`detail` 0: no pointer).
      onClick={(event) => open(event.detail === 0 ? 'keyboard' : 'pointer')}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        open('keyboard');
      }}
    />
  );
});
