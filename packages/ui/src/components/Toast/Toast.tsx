import * as RadixToast from '@radix-ui/react-toast';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useEffect, useState } from 'react';
import * as th from '../../i18n/th';
import { CloseIcon } from '../../icons';
import { type MessageTone, messageTones, toneIcon } from '../../internal/tone';
import { mq } from '../../tokens';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import {
  ToastActions,
  ToastDescription,
  ToastIcon,
  ToastRoot,
  ToastText,
  ToastTitle,
  ToastViewportRoot,
} from './Toast.styles';

export const toastTones = messageTones;
export type ToastTone = MessageTone;

export interface ToastProviderProps {
  /** The app (or the part of it that shows toasts). */
  children: ReactNode;
  /** Default time on screen in ms before a toast closes itself (each `Toast` may override it). */
  duration?: number;
  /** Said before each toast when announced ('การแจ้งเตือน'). */
  label?: string;
  /** Name of the toast region; `{hotkey}` is replaced by F8, which jumps to it. */
  viewportLabel?: string;
}

/** Swipe toward the nearest edge: down on phones (toasts sit at the bottom), right elsewhere. */
function useSwipeDirection(): 'down' | 'right' {
  const [phone, setPhone] = useState(
    () => typeof window !== 'undefined' && !!window.matchMedia?.(mq.phoneOnly).matches,
  );
  useEffect(() => {
    const list = window.matchMedia?.(mq.phoneOnly);
    if (!list) return;
    const update = () => setPhone(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return phone ? 'down' : 'right';
}

/**
 * Hosts toasts: render once around the app. It also renders the viewport (the region toasts appear
 * in): bottom-right on tablet/desktop, full width at the bottom on phones.
 */
export function ToastProvider({
  children,
  duration = 5000,
  label = th.toast.label,
  viewportLabel = th.toast.region,
}: ToastProviderProps) {
  return (
    <RadixToast.Provider duration={duration} label={label} swipeDirection={useSwipeDirection()}>
      {children}
      <RadixToast.Viewport asChild label={viewportLabel}>
        <ToastViewportRoot data-component="ToastViewport" />
      </RadixToast.Viewport>
    </RadixToast.Provider>
  );
}

export interface ToastAction {
  /** Button label ('ดู', 'เลิกทำ'). */
  label: string;
  /** How a screen reader user does the same without the toast ('ดูได้ที่หน้ากระเป๋าแต้มบุญ'). */
  altText: string;
  /** Called when pressed; the toast then closes. */
  onClick: () => void;
}

export interface ToastProps
  extends Omit<ComponentPropsWithoutRef<typeof RadixToast.Root>, 'title' | 'asChild' | 'children'> {
  /** The message ('บันทึกแล้ว'). */
  title: ReactNode;
  /** An optional second line. */
  description?: ReactNode;
  /** Colour and icon of the disc; the icon is decorative. */
  tone?: ToastTone;
  /** The tone's icon by default, your own, or `null` for none. */
  icon?: ReactNode;
  /** One optional action button; it needs `altText`, since a toast can vanish before it is reached. */
  action?: ToastAction;
  /** Accessible name of the close button. */
  closeLabel?: string;
}

/**
 * A short message that comes and goes on its own ('บันทึกแล้ว', 'คัดลอกลิงก์แล้ว'), announced
 * politely. Controlled with `open`/`onOpenChange`; closes after `duration`, on swipe, on Escape and
 * with its close button. Render inside `ToastProvider`.
 */
export const Toast = forwardRef<HTMLLIElement, ToastProps>(function Toast(
  {
    title,
    description,
    tone = 'success',
    icon,
    action,
    closeLabel = th.common.close,
    type = 'background',
    ...rest
  },
  ref,
) {
  const shownIcon = icon === undefined ? toneIcon(tone) : icon;
  return (
    <RadixToast.Root asChild type={type} {...rest}>
      <ToastRoot ref={ref} data-component="Toast" data-tone={tone} data-layout={shownIcon ? 'icon' : 'text'}>
        {shownIcon ? (
          <ToastIcon data-part="Icon" data-tone={tone} aria-hidden="true">
            {shownIcon}
          </ToastIcon>
        ) : null}
        <ToastText>
          <RadixToast.Title asChild>
            <ToastTitle data-part="Title">
              {title}
              {/* Radix announces the toast's text nodes run together: a space keeps title and description apart. */}
              {description ? ' ' : null}
            </ToastTitle>
          </RadixToast.Title>
          {description ? (
            <RadixToast.Description asChild>
              <ToastDescription data-part="Description">{description}</ToastDescription>
            </RadixToast.Description>
          ) : null}
        </ToastText>
        <RadixToast.Close asChild>
          <IconButton label={closeLabel} icon={<CloseIcon />} size="sm" data-part="Close" />
        </RadixToast.Close>
        {action ? (
          <ToastActions data-part="Actions">
            <RadixToast.Action asChild altText={action.altText}>
              <Button size="sm" variant="secondary" onClick={action.onClick}>
                {action.label}
              </Button>
            </RadixToast.Action>
          </ToastActions>
        ) : null}
      </ToastRoot>
    </RadixToast.Root>
  );
});
