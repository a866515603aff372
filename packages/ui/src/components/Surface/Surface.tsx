import { forwardRef, type HTMLAttributes } from 'react';
import { SurfaceRoot } from './Surface.styles';

export const surfaceElevations = ['none', 'sm', 'md'] as const;
export type SurfaceElevation = (typeof surfaceElevations)[number];
export const surfacePaddings = ['none', 'sm', 'md', 'lg'] as const;
export type SurfacePadding = (typeof surfacePaddings)[number];
export const surfaceRadii = ['none', 'md', 'lg', 'xl'] as const;
export type SurfaceRadius = (typeof surfaceRadii)[number];
export const surfaceTones = ['default', 'sunken'] as const;
export type SurfaceTone = (typeof surfaceTones)[number];
export const surfaceElements = ['div', 'section', 'article', 'aside', 'li', 'header', 'footer'] as const;
export type SurfaceElement = (typeof surfaceElements)[number];

export interface SurfaceProps extends HTMLAttributes<HTMLElement> {
  /** Element: `article` for a post card, `section` for a titled block (give it `aria-labelledby`). */
  as?: SurfaceElement;
  /** none: a bordered panel; sm: a card on the canvas; md: a raised card (menus, floating panels). */
  elevation?: SurfaceElevation;
  /** Inner padding: none (media cards), sm 12, md 16 (default), lg 24 px. */
  padding?: SurfacePadding;
  /** Corner radius: none (edge-to-edge on phones), md 10, lg 16 (default), xl 24 px. */
  radius?: SurfaceRadius;
  /** default: the surface colour; sunken: a recessed well inside another surface. */
  tone?: SurfaceTone;
}

/** The card container: background, border or shadow, padding and corners. No margin, no width. */
export const Surface = forwardRef<HTMLElement, SurfaceProps>(function Surface(
  { as = 'div', elevation = 'sm', padding = 'md', radius = 'lg', tone = 'default', ...rest },
  ref,
) {
  return (
    <SurfaceRoot
      ref={ref}
      as={as}
      data-component="Surface"
      data-elevation={elevation}
      data-padding={padding}
      data-radius={radius}
      data-tone={tone}
      {...rest}
    />
  );
});
