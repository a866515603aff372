import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { type MessageTone, messageTones, toneIcon } from '../../internal/tone';
import { AlertAction, AlertBody, AlertContent, AlertIcon, AlertRoot, AlertTitle } from './Alert.styles';

export const alertTones = messageTones;
export type AlertTone = MessageTone;

export interface AlertProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** Colour and default icon: info, success, warning, danger. */
  tone?: AlertTone;
  /** Short bold line; optional when the body says it all. */
  title?: ReactNode;
  /** Leading icon (decorative); the tone's icon by default, `null` for none. */
  icon?: ReactNode;
  /** One action under the text, e.g. a small `Button` or a `Link`. */
  action?: ReactNode;
  /** The message. */
  children?: ReactNode;
}

/**
 * An inline message in the flow of a page or form: a hint, a success note, a warning, an error.
 * Static by default; pass `role="alert"` (or `"status"`) when it appears after an action so it is
 * announced.
 */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone = 'info', title, icon, action, children, ...rest },
  ref,
) {
  const shownIcon = icon === undefined ? toneIcon(tone) : icon;
  const layout = shownIcon ? 'icon' : 'text';
  return (
    <AlertRoot ref={ref} data-component="Alert" data-tone={tone} data-layout={layout} {...rest}>
      {shownIcon ? (
        <AlertIcon data-part="Icon" aria-hidden="true">
          {shownIcon}
        </AlertIcon>
      ) : null}
      <AlertContent data-part="Content">
        {title ? <AlertTitle data-part="Title">{title}</AlertTitle> : null}
        {children ? <AlertBody data-part="Body">{children}</AlertBody> : null}
      </AlertContent>
      {action ? (
        <AlertAction data-part="Action" data-layout={layout}>
          {action}
        </AlertAction>
      ) : null}
    </AlertRoot>
  );
});
