import type { ComponentPropsWithoutRef } from 'react';

// What UI icons (Icon.tsx) and brand marks (brandMark.tsx) share, apart from the lucide wrapper: a
// page that shows only brand marks then loads no lucide code.

export const iconSizes = ['sm', 'md', 'lg', 'xl', 'inline'] as const;
export type IconSize = (typeof iconSizes)[number];

export interface IconProps extends Omit<ComponentPropsWithoutRef<'svg'>, 'children'> {
  /** Rendered size: sm 16, md 20 (default), lg 24, xl 32 px; `inline` follows the text (1em). */
  size?: IconSize;
  /**
   * Accessible name when the icon stands alone and carries meaning (`role="img"`). Omit it when
   * text next to the icon already says the same: the icon is then hidden from assistive tech.
   */
  label?: string;
}

/** Decorative by default; named (`role="img"` + `aria-label`) when given a `label`. */
export function iconA11y(label: string | undefined) {
  return label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true, focusable: 'false' } as const);
}
