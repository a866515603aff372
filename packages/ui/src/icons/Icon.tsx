import { forwardRef } from 'react';
import { type Glyph, glyphElements, STROKE_GRID } from './glyph';
import { IconRoot } from './Icon.styles';
import { type IconProps, iconA11y } from './iconProps';

export type { Glyph } from './glyph';
export type { IconProps, IconSize } from './iconProps';
export { iconA11y, iconSizes } from './iconProps';

/**
 * Draws one lucide glyph as a design-system icon: token sizes, `currentColor`, and the
 * decorative/named switch. The glyph's data comes from its own module, drawn here rather than by
 * lucide's component, so a page carries no lucide runtime and only the glyphs it renders.
 */
export function createIcon(glyph: Glyph, name: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per glyph at module load, never during render.
  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon({ size = 'md', label, ...rest }, ref) {
    return (
      <IconRoot
        ref={ref}
        {...STROKE_GRID}
        data-component="Icon"
        data-icon={name}
        data-size={size}
        {...iconA11y(label)}
        {...rest}
      >
        {glyphElements(glyph)}
      </IconRoot>
    );
  });
  Icon.displayName = `Icon(${name})`;
  return Icon;
}
