import { forwardRef } from 'react';
import { type Glyph, glyphElements, STROKE_GRID } from './glyph';
import { IconRoot } from './Icon.styles';
import { type IconProps, iconA11y } from './iconProps';

/** What a brand mark draws: a simple-icons entry's slug and its 24×24 path (an entry itself fits). */
export interface BrandIcon {
  slug: string;
  path: string;
}

export interface BrandMarkProps extends IconProps {
  /** Draws the mark in the current text colour instead of the brand colour (dense rows, on colour). */
  mono?: boolean;
}

/**
 * A brand mark from a simple-icons entry (its `slug` and `path`): brand colour by default, `mono`
 * for `currentColor`.
 */
export function createBrandMark(icon: BrandIcon) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per brand at module load (brand/<Name>.ts), never during render.
  const Mark = forwardRef<SVGSVGElement, BrandMarkProps>(function Mark(
    { size = 'md', label, mono = false, ...rest },
    ref,
  ) {
    return (
      <IconRoot
        ref={ref}
        viewBox="0 0 24 24"
        fill="currentColor"
        data-component="BrandMark"
        data-brand={icon.slug}
        data-tone={mono ? 'mono' : 'brand'}
        data-size={size}
        {...iconA11y(label)}
        {...rest}
      >
        <path d={icon.path} />
      </IconRoot>
    );
  });
  Mark.displayName = `BrandMark(${icon.slug})`;
  return Mark;
}

/**
 * A share target without a brand (e-mail, SMS): a lucide glyph drawn with the brand-mark API, always in
 * the current text colour, so a row of share marks takes one component type.
 */
export function createGlyphMark(glyph: Glyph, name: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per glyph at module load, never during render.
  const Mark = forwardRef<SVGSVGElement, BrandMarkProps>(function Mark(
    { size = 'md', label, mono: _mono, ...rest },
    ref,
  ) {
    return (
      <IconRoot
        ref={ref}
        {...STROKE_GRID}
        data-component="BrandMark"
        data-brand={name}
        data-tone="mono"
        data-size={size}
        {...iconA11y(label)}
        {...rest}
      >
        {glyphElements(glyph)}
      </IconRoot>
    );
  });
  Mark.displayName = `BrandMark(${name})`;
  return Mark;
}
