import * as RadixDialog from '@radix-ui/react-dialog';
import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type ReactElement,
  type ReactNode,
  type Ref,
  useCallback,
  useState,
} from 'react';
import * as th from '../../i18n/th';
import { CloseIcon } from '../../icons';
import { useReturnFocus } from '../../internal/returnFocus';
import { setRef } from '../../internal/useMergedRef';
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
  /** Maximum width on tablet and desktop; phones always get a full-width bottom sheet. */
  size?: DialogSize;
  /** Shows the round close button in the corner (alert dialogs close through their own action). */
  closeButton?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Decorative mark before the title, in the fixed header (AlertDialog puts its tone disc here). */
  icon?: ReactNode;
  /** The parts below the header: `Dialog.Body` and `Dialog.Footer`. */
  children?: ReactNode;
}

export interface DialogBodyProps extends ComponentPropsWithoutRef<'div'> {
  /** The dialog's content; it scrolls between the fixed header and footer when long. */
  children: ReactNode;
}

export interface DialogFooterProps extends ComponentPropsWithoutRef<'div'> {
  /** The actions, primary last; on phones they stack full width with the last one on top. */
  children: ReactNode;
}

/**
 * Tracks whether the body overflows, so a scrolling body becomes keyboard-focusable (it can then be
 * scrolled with the arrow keys) and gets a divider above the actions — and a short one does neither.
 */
function useOverflow(forwarded: Ref<HTMLDivElement>): [(node: HTMLDivElement | null) => () => void, boolean] {
  const [overflowing, setOverflowing] = useState(false);
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      setRef(forwarded, node);
      const detach = () => setRef(forwarded, null);
      if (!node || typeof ResizeObserver === 'undefined') return detach;
      const measure = () => setOverflowing(node.scrollHeight > node.clientHeight + 1);
      const observer = new ResizeObserver(measure);
      observer.observe(node);
      for (const child of Array.from(node.children)) observer.observe(child);
      measure();
      return () => {
        observer.disconnect();
        detach();
      };
    },
    [forwarded],
  );
  return [ref, overflowing];
}

/**
 * The modal card: backdrop, the fixed header (title, optional description and icon, close button),
 * then its children — `Dialog.Body` and `Dialog.Footer`.
 */
const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  {
    title,
    hideTitle = false,
    description,
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
  // Opened from app state (no `Dialog.Trigger`), focus still goes back to the opener.
  const focusRule = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
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
            {...focusRule}
          >
            <DialogCard ref={ref}>
              <DialogHeader
                data-part="Header"
                data-title={hideTitle ? 'hidden' : 'visible'}
                data-close={closeButton ? 'button' : 'none'}
              >
                {icon ? (
                  <DialogIcon data-part="Icon" aria-hidden="true">
                    {icon}
                  </DialogIcon>
                ) : null}
                <DialogHeading>
                  <RadixDialog.Title asChild>
                    <DialogTitleText data-part="Title" data-visibility={hideTitle ? 'hidden' : 'visible'}>
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
              {children}
            </DialogCard>
          </RadixDialog.Content>
        </DialogOverlay>
      </RadixDialog.Overlay>
    </RadixDialog.Portal>
  );
});

/** The dialog's content under the header: scrolls when long, and then takes keyboard focus. */
const DialogBodyPart = forwardRef<HTMLDivElement, DialogBodyProps>(function DialogBodyPart(props, ref) {
  const [bodyRef, overflowing] = useOverflow(ref);
  return (
    <DialogBody
      ref={bodyRef}
      data-part="Body"
      data-overflow={overflowing ? 'scroll' : 'fit'}
      tabIndex={overflowing ? 0 : undefined}
      {...props}
    />
  );
});

/** The actions row, after the body. */
const DialogFooterPart = forwardRef<HTMLDivElement, DialogFooterProps>(function DialogFooterPart(props, ref) {
  return <DialogFooter ref={ref} data-part="Footer" {...props} />;
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
 * `<Dialog.Trigger>` and `<Dialog.Close>` wrap your own buttons, `<Dialog.Content>` is the card
 * (named by its `title`), `<Dialog.Body>` and `<Dialog.Footer>` are its parts.
 */
export const Dialog = {
  Root: RadixDialog.Root,
  Trigger: DialogTrigger,
  Content: DialogContent,
  Body: DialogBodyPart,
  Footer: DialogFooterPart,
  Close: DialogClose,
};
