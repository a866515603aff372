import * as RadixDialog from '@radix-ui/react-dialog';
import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type ReactElement,
  type ReactNode,
  useCallback,
  useRef,
  useState,
} from 'react';
import { th } from '../../i18n/th';
import { CloseIcon } from '../../icons';
import { IconButton } from '../IconButton';
import {
  DialogBody,
  DialogCard,
  DialogCloseSlot,
  DialogDescriptionText,
  DialogFooter,
  DialogHeader,
  DialogHeading,
  DialogIcon,
  DialogOverlay,
  DialogTitleText,
} from './Dialog.styles';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export type DialogRootProps = RadixDialog.DialogProps;

export interface DialogTriggerProps {
  /** One element that opens the dialog, usually a `Button`; focus returns to it on close. */
  children: ReactElement;
}

export interface DialogCloseProps {
  /** One element that closes the dialog, usually a `Button` in the footer. */
  children: ReactElement;
}

export interface DialogContentProps
  extends Omit<ComponentPropsWithoutRef<typeof RadixDialog.Content>, 'title' | 'asChild' | 'forceMount'> {
  /** The dialog's accessible name; required, shown as the heading unless `hideTitle`. */
  title: string;
  /** Keeps the title for screen readers but hides it on screen (e.g. a picture viewer). */
  hideTitle?: boolean;
  /** A sentence or two under the title, announced with it. */
  description?: ReactNode;
  /** The actions row; on phones the actions stack full width with the last one on top. */
  footer?: ReactNode;
  /** Maximum width on tablet and desktop; phones always get a full-width bottom sheet. */
  size?: DialogSize;
  /** Shows the round close button in the corner (alert dialogs close through their own action). */
  closeButton?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Decorative mark before the title (alerts put their tone icon here). */
  icon?: ReactNode;
}

/**
 * Tracks whether the body overflows, so a scrolling body becomes keyboard-focusable (it can then be
 * scrolled with the arrow keys) and gets a divider above the actions — and a short one does neither.
 */
function useOverflow(): [(node: HTMLDivElement | null) => void, boolean] {
  const [overflowing, setOverflowing] = useState(false);
  const ref = useCallback((node: HTMLDivElement | null) => {
    if (!node || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflowing(node.scrollHeight > node.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of Array.from(node.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, []);
  return [ref, overflowing];
}

/** The modal card: backdrop, title, optional description, close button, scrollable body, actions. */
const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  {
    title,
    hideTitle = false,
    description,
    footer,
    size = 'md',
    closeButton = true,
    closeLabel = th.common.close,
    icon,
    onOpenAutoFocus,
    onCloseAutoFocus,
    children,
    ...rest
  },
  ref,
) {
  const [bodyRef, overflowing] = useOverflow();
  // Radix returns focus only to a `Dialog.Trigger`; a dialog opened from app state (a menu item,
  // a form submit) would drop focus on <body>. Remember what had focus and go back to it.
  const returnFocus = useRef<HTMLElement | null>(null);
  const hasBody = children !== undefined && children !== null && children !== false;
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay asChild>
        <DialogOverlay data-component="Dialog" data-part="Overlay">
          {/* Identity goes on the Radix part, before `rest`, so wrappers (ConfirmDialog) can rename it. */}
          <RadixDialog.Content
            asChild
            aria-describedby={undefined}
            data-component="Dialog"
            data-part="Content"
            data-size={size}
            {...rest}
            onOpenAutoFocus={(event) => {
              const active = document.activeElement;
              returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
              onOpenAutoFocus?.(event);
            }}
            onCloseAutoFocus={(event) => {
              onCloseAutoFocus?.(event);
              const target = returnFocus.current;
              returnFocus.current = null;
              if (event.defaultPrevented || !target?.isConnected) return;
              event.preventDefault();
              target.focus();
            }}
          >
            <DialogCard ref={ref}>
              <DialogHeader
                data-part="Header"
                data-title={hideTitle ? 'hidden' : 'shown'}
                data-close={closeButton ? 'true' : 'false'}
              >
                {icon ? (
                  <DialogIcon data-part="Icon" aria-hidden="true">
                    {icon}
                  </DialogIcon>
                ) : null}
                <DialogHeading>
                  <RadixDialog.Title asChild>
                    <DialogTitleText data-part="Title" data-visually-hidden={hideTitle ? 'true' : undefined}>
                      {title}
                    </DialogTitleText>
                  </RadixDialog.Title>
                  {description ? (
                    <RadixDialog.Description asChild>
                      <DialogDescriptionText data-part="Description">{description}</DialogDescriptionText>
                    </RadixDialog.Description>
                  ) : null}
                </DialogHeading>
                {closeButton ? (
                  <DialogCloseSlot>
                    <RadixDialog.Close asChild>
                      <IconButton label={closeLabel} icon={<CloseIcon />} data-part="CloseButton" />
                    </RadixDialog.Close>
                  </DialogCloseSlot>
                ) : null}
              </DialogHeader>
              {hasBody ? (
                <DialogBody
                  ref={bodyRef}
                  data-part="Body"
                  data-scrollable={overflowing ? 'true' : undefined}
                  tabIndex={overflowing ? 0 : undefined}
                >
                  {children}
                </DialogBody>
              ) : null}
              {footer ? <DialogFooter data-part="Footer">{footer}</DialogFooter> : null}
            </DialogCard>
          </RadixDialog.Content>
        </DialogOverlay>
      </RadixDialog.Overlay>
    </RadixDialog.Portal>
  );
});

/** Wraps the element that opens the dialog (rendered as that element, not an extra button). */
const DialogTrigger = forwardRef<HTMLButtonElement, DialogTriggerProps>(function DialogTrigger(props, ref) {
  return <RadixDialog.Trigger ref={ref} asChild {...props} />;
});

/** Wraps an element that closes the dialog, such as a footer `Button`. */
const DialogClose = forwardRef<HTMLButtonElement, DialogCloseProps>(function DialogClose(props, ref) {
  return <RadixDialog.Close ref={ref} asChild {...props} />;
});

/**
 * A modal dialog on Radix: focus moves in and is trapped, Escape and the backdrop close it, and
 * focus returns to the trigger. A centred card on tablet/desktop, a bottom sheet on phones.
 *
 * `<Dialog.Root>` holds the open state (controlled with `open`/`onOpenChange` or `defaultOpen`),
 * `<Dialog.Trigger>` and `<Dialog.Close>` wrap your own buttons, `<Dialog.Content>` is the card.
 */
export const Dialog = {
  Root: RadixDialog.Root,
  Trigger: DialogTrigger,
  Content: DialogContent,
  Close: DialogClose,
};
