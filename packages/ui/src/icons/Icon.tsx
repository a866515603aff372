import type { LucideProps } from 'lucide-react';
import { type ComponentPropsWithoutRef, type ComponentType, forwardRef } from 'react';
import { IconRoot } from './Icon.styles';

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

/**
 * Wraps one lucide glyph as a design-system icon: token sizes, `currentColor`, and the
 * decorative/named switch. Each icon is its own module import, so an app bundles only the icons
 * it renders.
 */
export function createIcon(Glyph: ComponentType<LucideProps>, name: string) {
  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon({ size = 'md', label, ...rest }, ref) {
    return (
      <IconRoot
        ref={ref}
        as={Glyph}
        data-component="Icon"
        data-icon={name}
        data-size={size}
        {...iconA11y(label)}
        {...rest}
      />
    );
  });
  Icon.displayName = `Icon(${name})`;
  return Icon;
}
