import { createElement } from 'react';

/**
 * A lucide glyph's drawing, as each `lucide-react/icons/<name>` module exports it (`__iconData`): its
 * elements on a 24×24 stroke grid.
 */
export interface Glyph {
  node: readonly (readonly [string, Readonly<Record<string, string>>])[];
}

/** The SVG a lucide glyph is drawn in (lucide's own defaults: a 2-unit round stroke in currentColor). */
export const STROKE_GRID = {
  xmlns: 'http://www.w3.org/2000/svg',
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A glyph's elements (each keeps lucide's own key). */
export function glyphElements(glyph: Glyph) {
  return glyph.node.map(([tag, attributes]) => createElement(tag, attributes));
}
