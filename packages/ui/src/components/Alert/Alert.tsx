import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { CheckIcon, InfoIcon, WarningIcon } from '../../icons';
import { AlertAction, AlertBody, AlertContent, AlertIcon, AlertRoot, AlertTitle } from './Alert.styles';

export const alertTones = ['info', 'success', 'warning', 'danger'] as const;
export type AlertTone = (typeof alertTones)[number];

/** The icon each tone shows unless the caller passes its own (or `null`). */
export function toneIcon(tone: AlertTone): ReactNode {
  if (tone === 'success') return <CheckIcon />;
  if (tone === 'info') return <InfoIcon />;
  return <WarningIcon />;
}

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
  const iconState = shownIcon ? undefined : 'none';
  return (
    <AlertRoot ref={ref} data-component="Alert" data-tone={tone} data-icon={iconState} {...rest}>
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
        <AlertAction data-part="Action" data-icon={iconState}>
          {action}
        </AlertAction>
      ) : null}
    </AlertRoot>
  );
});
