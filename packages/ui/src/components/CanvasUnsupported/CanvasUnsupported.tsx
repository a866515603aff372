import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import * as th from '../../i18n/th';
import {
  CanvasUnsupportedActions,
  CanvasUnsupportedBody,
  CanvasUnsupportedDetail,
  CanvasUnsupportedGlyph,
  CanvasUnsupportedRoot,
  CanvasUnsupportedTitle,
} from './CanvasUnsupported.styles';

export interface CanvasUnsupportedProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** The headline; the product's 'บางอย่างผิดพลาด' unless a screen says otherwise. */
  title?: string;
  /** One sentence on what to do; `null` hides it. */
  detail?: ReactNode;
  /** Actions under the message (a retry button). */
  actions?: ReactNode;
}

/**
 * The error a card screen shows instead of the preview when this browser cannot draw on a canvas
 * or encode the JPEG (product §8). Announced at once (`role="alert"`).
 */
export const CanvasUnsupported = forwardRef<HTMLDivElement, CanvasUnsupportedProps>(
  function CanvasUnsupported(
    { title = th.cards.error, detail = th.cards.errorDetail, actions, ...rest },
    ref,
  ) {
    return (
      <CanvasUnsupportedRoot ref={ref} role="alert" data-component="CanvasUnsupported" {...rest}>
        <CanvasUnsupportedGlyph
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          data-part="Icon"
        >
          <circle cx="12" cy="12" r="9.5" />
          <path d="M12 7.5v5.5M12 16.5v.01" />
        </CanvasUnsupportedGlyph>
        <CanvasUnsupportedBody>
          <CanvasUnsupportedTitle data-part="Title">{title}</CanvasUnsupportedTitle>
          {detail ? <CanvasUnsupportedDetail data-part="Detail">{detail}</CanvasUnsupportedDetail> : null}
          {actions ? (
            <CanvasUnsupportedActions data-part="Actions">{actions}</CanvasUnsupportedActions>
          ) : null}
        </CanvasUnsupportedBody>
      </CanvasUnsupportedRoot>
    );
  },
);
