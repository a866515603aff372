/** WCAG 2.x relative luminance of a #RRGGBB colour. */
export function luminance(hex: string): number {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m?.[1]) throw new Error(`not a #RRGGBB colour: ${hex}`);
  const n = Number.parseInt(m[1], 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio between two #RRGGBB colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The colour pairs the components actually use, with the minimum ratio each needs:
 * 4.5 for text, 3 for large text, icons and control borders (WCAG 1.4.3 / 1.4.11).
 */
export const contrastPairs = [
  ['fg', 'canvas', 4.5],
  ['fg', 'surface', 4.5],
  ['fg', 'surface-sunken', 4.5],
  ['fg-muted', 'canvas', 4.5],
  ['fg-muted', 'surface', 4.5],
  ['fg-muted', 'surface-sunken', 4.5],
  ['fg-subtle', 'surface', 4.5],
  ['fg-subtle', 'canvas', 4.5],
  ['fg-on-accent', 'accent', 4.5],
  ['fg-on-accent', 'accent-hover', 4.5],
  ['fg-on-accent-soft', 'accent-soft', 4.5],
  ['accent', 'surface', 4.5],
  ['accent', 'canvas', 4.5],
  ['fg-on-danger', 'danger', 4.5],
  ['fg-on-danger', 'danger-hover', 4.5],
  ['fg-on-danger-soft', 'danger-soft', 4.5],
  ['danger', 'surface', 4.5],
  ['fg-on-success-soft', 'success-soft', 4.5],
  ['success', 'surface', 4.5],
  ['fg-on-info-soft', 'info-soft', 4.5],
  ['fg-on-warning-soft', 'warning-soft', 4.5],
  ['link', 'surface', 4.5],
  ['link', 'canvas', 4.5],
  ['border-strong', 'surface', 3],
  ['border-strong', 'canvas', 3],
  ['focus', 'surface', 3],
  ['focus', 'canvas', 3],
] as const;
