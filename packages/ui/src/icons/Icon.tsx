import type { LucideProps } from 'lucide-react';
import { type ComponentType, forwardRef } from 'react';
import { IconRoot } from './Icon.styles';
import { type IconProps, iconA11y } from './iconProps';

export type { IconProps, IconSize } from './iconProps';
export { iconA11y, iconSizes } from './iconProps';

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
