import type {
  ColorRole,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  motion,
  radius,
  shadows,
  size,
  space,
  zIndex,
} from './tokens';

/** A `var(--…)` reference for each key of a token scale. */
type Refs<T> = { readonly [K in keyof T]: string };

/** The shape of `vars`: every scale of `tokens.ts`, key for key (the compiler checks both ways). */
interface Vars {
  readonly color: Refs<Record<ColorRole, string>>;
  readonly space: Refs<typeof space>;
  readonly radius: Refs<typeof radius>;
  readonly size: Refs<typeof size>;
  readonly font: Refs<typeof fontFamily>;
  readonly fontSize: Refs<typeof fontSize>;
  readonly fontWeight: Refs<typeof fontWeight>;
  readonly lineHeight: Refs<typeof lineHeight>;
  readonly zIndex: Refs<typeof zIndex>;
  readonly motion: Refs<typeof motion>;
  readonly shadow: Refs<(typeof shadows)['light']>;
}

/**
 * `var(--…)` references for every token, for use inside static styled-components templates:
 * `color: ${vars.color.fg};` compiles to `color: var(--color-fg);`. Written out rather than derived
 * from the scales, so a bundle that uses `vars` carries these names only, never the token values
 * (those reach the page as `tokens.css`); `tokens.test.ts` checks every reference against the scales
 * and the sheet.
 */
export const vars = {
  color: {
    canvas: 'var(--color-canvas)',
    surface: 'var(--color-surface)',
    'surface-raised': 'var(--color-surface-raised)',
    'surface-sunken': 'var(--color-surface-sunken)',
    fg: 'var(--color-fg)',
    'fg-muted': 'var(--color-fg-muted)',
    'fg-subtle': 'var(--color-fg-subtle)',
    border: 'var(--color-border)',
    'border-strong': 'var(--color-border-strong)',
    accent: 'var(--color-accent)',
    'accent-hover': 'var(--color-accent-hover)',
    'fg-on-accent': 'var(--color-fg-on-accent)',
    'accent-soft': 'var(--color-accent-soft)',
    'fg-on-accent-soft': 'var(--color-fg-on-accent-soft)',
    gold: 'var(--color-gold)',
    danger: 'var(--color-danger)',
    'danger-hover': 'var(--color-danger-hover)',
    'fg-on-danger': 'var(--color-fg-on-danger)',
    'danger-soft': 'var(--color-danger-soft)',
    'fg-on-danger-soft': 'var(--color-fg-on-danger-soft)',
    success: 'var(--color-success)',
    'success-soft': 'var(--color-success-soft)',
    'fg-on-success-soft': 'var(--color-fg-on-success-soft)',
    'info-soft': 'var(--color-info-soft)',
    'fg-on-info-soft': 'var(--color-fg-on-info-soft)',
    'warning-soft': 'var(--color-warning-soft)',
    'fg-on-warning-soft': 'var(--color-fg-on-warning-soft)',
    link: 'var(--color-link)',
    focus: 'var(--color-focus)',
    backdrop: 'var(--color-backdrop)',
    skeleton: 'var(--color-skeleton)',
    'skeleton-shine': 'var(--color-skeleton-shine)',
  },
  space: {
    0: 'var(--space-0)',
    1: 'var(--space-1)',
    2: 'var(--space-2)',
    3: 'var(--space-3)',
    4: 'var(--space-4)',
    5: 'var(--space-5)',
    6: 'var(--space-6)',
    7: 'var(--space-7)',
    8: 'var(--space-8)',
    9: 'var(--space-9)',
    10: 'var(--space-10)',
    11: 'var(--space-11)',
  },
  radius: {
    sm: 'var(--radius-sm)',
    md: 'var(--radius-md)',
    lg: 'var(--radius-lg)',
    xl: 'var(--radius-xl)',
    pill: 'var(--radius-pill)',
  },
  size: {
    'control-sm': 'var(--size-control-sm)',
    'control-md': 'var(--size-control-md)',
    'control-lg': 'var(--size-control-lg)',
    'mark-sm': 'var(--size-mark-sm)',
    'mark-md': 'var(--size-mark-md)',
    'mark-lg': 'var(--size-mark-lg)',
    'avatar-xs': 'var(--size-avatar-xs)',
    'avatar-sm': 'var(--size-avatar-sm)',
    'avatar-md': 'var(--size-avatar-md)',
    'avatar-lg': 'var(--size-avatar-lg)',
    'avatar-xl': 'var(--size-avatar-xl)',
    'avatar-2xl': 'var(--size-avatar-2xl)',
    'initials-xs': 'var(--size-initials-xs)',
    'initials-sm': 'var(--size-initials-sm)',
    'initials-md': 'var(--size-initials-md)',
    'initials-lg': 'var(--size-initials-lg)',
    'initials-xl': 'var(--size-initials-xl)',
    'initials-2xl': 'var(--size-initials-2xl)',
    'column-narrow': 'var(--size-column-narrow)',
    'column-form': 'var(--size-column-form)',
    'column-reading': 'var(--size-column-reading)',
    'column-text': 'var(--size-column-text)',
    'column-document': 'var(--size-column-document)',
    'column-desk': 'var(--size-column-desk)',
    'column-stats': 'var(--size-column-stats)',
    'column-wide': 'var(--size-column-wide)',
    'column-office': 'var(--size-column-office)',
  },
  font: {
    body: 'var(--font-body)',
    display: 'var(--font-display)',
  },
  fontSize: {
    xs: 'var(--font-size-xs)',
    sm: 'var(--font-size-sm)',
    md: 'var(--font-size-md)',
    lg: 'var(--font-size-lg)',
    xl: 'var(--font-size-xl)',
    '2xl': 'var(--font-size-2xl)',
    '3xl': 'var(--font-size-3xl)',
  },
  fontWeight: {
    regular: 'var(--font-weight-regular)',
    medium: 'var(--font-weight-medium)',
    bold: 'var(--font-weight-bold)',
  },
  lineHeight: {
    tight: 'var(--line-height-tight)',
    snug: 'var(--line-height-snug)',
    body: 'var(--line-height-body)',
  },
  zIndex: {
    base: 'var(--z-base)',
    sticky: 'var(--z-sticky)',
    header: 'var(--z-header)',
    overlay: 'var(--z-overlay)',
    modal: 'var(--z-modal)',
    toast: 'var(--z-toast)',
  },
  motion: {
    durationFast: 'var(--motion-duration-fast)',
    durationNormal: 'var(--motion-duration-normal)',
    durationSlow: 'var(--motion-duration-slow)',
    easingStandard: 'var(--motion-easing-standard)',
    easingExit: 'var(--motion-easing-exit)',
  },
  shadow: {
    sm: 'var(--shadow-sm)',
    md: 'var(--shadow-md)',
    lg: 'var(--shadow-lg)',
  },
} as const satisfies Vars;
