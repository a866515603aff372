import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import {
  EmptyStateAction,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateIllustration,
  EmptyStateRoot,
  EmptyStateText,
  EmptyStateTitle,
} from './EmptyState.styles';

export const emptyStateTitleElements = ['p', 'h2', 'h3', 'h4'] as const;
export type EmptyStateTitleElement = (typeof emptyStateTitleElements)[number];

export interface EmptyStateProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** What is empty, verbatim from the screen ('ไม่พบผลการค้นหา', 'ยังไม่มีการแจ้งเตือนใหม่'). */
  title: ReactNode;
  /** A sentence on what to do next. */
  description?: ReactNode;
  /** A decorative icon, shown in a soft disc (e.g. `<SearchIcon />`). */
  icon?: ReactNode;
  /** A decorative picture instead of the icon disc (an `<img alt="">` or inline SVG). */
  illustration?: ReactNode;
  /** One way forward, e.g. a `Button` or a `Link`. */
  action?: ReactNode;
  /** Element of the title: `p` by default; a heading level when the empty state stands for a section. */
  titleAs?: EmptyStateTitleElement;
}

/**
 * What a list or a search shows when it has nothing: icon or illustration, title, description and
 * an optional action. Pass `role="status"` when it replaces results live (search as you type).
 */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { title, description, icon, illustration, action, titleAs = 'p', ...rest },
  ref,
) {
  return (
    <EmptyStateRoot ref={ref} data-component="EmptyState" {...rest}>
      {illustration ? (
        <EmptyStateIllustration data-part="Illustration" aria-hidden="true">
          {illustration}
        </EmptyStateIllustration>
      ) : icon ? (
        <EmptyStateIcon data-part="Icon" aria-hidden="true">
          {icon}
        </EmptyStateIcon>
      ) : null}
      <EmptyStateText>
        <EmptyStateTitle as={titleAs} data-part="Title">
          {title}
        </EmptyStateTitle>
        {description ? (
          <EmptyStateDescription data-part="Description">{description}</EmptyStateDescription>
        ) : null}
      </EmptyStateText>
      {action ? <EmptyStateAction data-part="Action">{action}</EmptyStateAction> : null}
    </EmptyStateRoot>
  );
});
