import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { BadgeLabel, BadgeRoot } from './Badge.styles';

export const badgeTones = ['neutral', 'accent', 'success', 'info', 'warning', 'danger'] as const;
export type BadgeTone = (typeof badgeTones)[number];
export const badgeVariants = ['soft', 'solid'] as const;
export type BadgeVariant = (typeof badgeVariants)[number];
export const badgeSizes = ['sm', 'md'] as const;
export type BadgeSize = (typeof badgeSizes)[number];

export interface BadgeProps extends ComponentPropsWithoutRef<'span'> {
  /** Colour meaning: accent for member types, success/info/warning/danger for states, neutral otherwise. */
  tone?: BadgeTone;
  /** soft (tinted, default) or solid (strong colour: counts, type badges on photos). */
  variant?: BadgeVariant;
  /** md 24px high, sm 20px for dense rows and counts. */
  size?: BadgeSize;
  /** Decorative leading icon, e.g. `<SparklesIcon />` for the Creator badge. */
  icon?: ReactNode;
}

/**
 * A short label: member type ('Creator'), a state, a category, or a count formatted by the caller
 * ('1,234'). Plain text to assistive tech; it never wraps, and a long label ends in an ellipsis
 * inside a narrow parent.
 */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = 'neutral', variant = 'soft', size = 'md', icon, children, ...rest },
  ref,
) {
  return (
    <BadgeRoot
      ref={ref}
      data-component="Badge"
      data-tone={tone}
      data-variant={variant}
      data-size={size}
      {...rest}
    >
      {icon}
      <BadgeLabel data-part="Label">{children}</BadgeLabel>
    </BadgeRoot>
  );
});
