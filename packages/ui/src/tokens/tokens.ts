/**
 * Design tokens of Lightbearers. Theme-independent scales live in `tokens`; colours per theme in
 * `themes`. Everything is emitted once as CSS variables by `GlobalStyle`; components reference the
 * variables (through `vars`) and never the raw values, so a theme switch is one attribute change.
 */

/** Spacing scale (px), referenced as `var(--space-N)`. */
export const space = {
  0: '0px',
  1: '2px',
  2: '4px',
  3: '8px',
  4: '12px',
  5: '16px',
  6: '20px',
  7: '24px',
  8: '32px',
  9: '40px',
  10: '48px',
  11: '64px',
} as const;

/**
 * Component dimensions (px), referenced as `var(--size-…)`: the touch targets of buttons and
 * controls (44px is the smallest comfortable tap; 36px only in dense toolbars), marks, and avatar
 * diameters with their initials; and the widths of the page columns (rem, `column-…`, named by
 * what the page holds; `PageColumn` takes the name without the prefix).
 */
export const size = {
  'control-sm': '36px',
  'control-md': '44px',
  'control-lg': '52px',
  'mark-sm': '24px',
  'mark-md': '32px',
  'mark-lg': '44px',
  'avatar-xs': '24px',
  'avatar-sm': '32px',
  'avatar-md': '40px',
  'avatar-lg': '64px',
  'avatar-xl': '96px',
  'avatar-2xl': '120px',
  'initials-xs': '10px',
  'initials-sm': '13px',
  'initials-md': '15px',
  'initials-lg': '24px',
  'initials-xl': '36px',
  'initials-2xl': '44px',
  /** An error or notice page's short message. */
  'column-narrow': '36rem',
  /** A small page: a sign-in, a form, an explanation. */
  'column-form': '40rem',
  /** One column of cards: the feeds, a post, the offline notice above them. */
  'column-reading': '42rem',
  /** Running text and lists: notices, notifications, the shop's one-column steps. */
  'column-text': '44rem',
  /** A long document or the members' pages: policies, the directory, a profile. */
  'column-document': '48rem',
  /** A back-office page without the staff menu. */
  'column-desk': '60rem',
  /** The statistics page's tables. */
  'column-stats': '64rem',
  /** Grids and tables: the shop, the media grids, the organisations' tables. */
  'column-wide': '72rem',
  /** The back office with its menu beside the page. */
  'column-office': '80rem',
} as const;

export const radius = {
  sm: '6px',
  md: '10px',
  lg: '16px',
  xl: '24px',
  pill: '999px',
} as const;

export const fontFamily = {
  /** Body copy: Sarabun, a legible Thai/Latin text face. */
  body: "'Sarabun', 'Lightbearers Fallback', sans-serif",
  /** Display and headings: Noto Serif Thai, the looped, traditional Thai form. */
  display: "'Noto Serif Thai', 'Sarabun', serif",
} as const;

/** Type scale (rem of a 16px root). Body is 17px: members skew older and read on phones. */
export const fontSize = {
  xs: '0.8125rem',
  sm: '0.9375rem',
  md: '1.0625rem',
  lg: '1.25rem',
  xl: '1.5rem',
  '2xl': '1.875rem',
  '3xl': '2.375rem',
} as const;

export const fontWeight = {
  regular: '400',
  medium: '500',
  bold: '700',
} as const;

/** Thai stacks tone marks above vowels: generous leading, never negative tracking. */
export const lineHeight = {
  tight: '1.35',
  snug: '1.5',
  body: '1.65',
} as const;

export const zIndex = {
  base: '0',
  sticky: '100',
  header: '200',
  overlay: '1000',
  modal: '1100',
  toast: '1200',
} as const;

export const motion = {
  durationFast: '120ms',
  durationNormal: '200ms',
  durationSlow: '320ms',
  easingStandard: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
  easingExit: 'cubic-bezier(0.4, 0, 1, 1)',
} as const;

/** Min-width breakpoints (px). Use in media queries as `@media (min-width: 640px)`. */
export const breakpoints = {
  tablet: 640,
  desktop: 1024,
  wide: 1280,
} as const;

/** Colour roles. Each theme defines every role; `fg-on-*` pairs meet WCAG AA on their `*` background. */
export const colorRoles = [
  'canvas',
  'surface',
  'surface-raised',
  'surface-sunken',
  'fg',
  'fg-muted',
  'fg-subtle',
  'border',
  'border-strong',
  'accent',
  'accent-hover',
  'fg-on-accent',
  'accent-soft',
  'fg-on-accent-soft',
  'gold',
  'danger',
  'danger-hover',
  'fg-on-danger',
  'danger-soft',
  'fg-on-danger-soft',
  'success',
  'success-soft',
  'fg-on-success-soft',
  'info-soft',
  'fg-on-info-soft',
  'warning-soft',
  'fg-on-warning-soft',
  'link',
  'focus',
  'backdrop',
  'skeleton',
  'skeleton-shine',
] as const;
export type ColorRole = (typeof colorRoles)[number];
export type ColorScheme = Record<ColorRole, string>;

export const themeNames = ['light', 'night'] as const;
export type ThemeName = (typeof themeNames)[number];

/** Light: warm ivory paper, deep brown ink, saffron robes and temple gold. */
const light: ColorScheme = {
  canvas: '#FBF7EF',
  surface: '#FFFFFF',
  'surface-raised': '#FFFFFF',
  'surface-sunken': '#F3EBDD',
  fg: '#2B2118',
  'fg-muted': '#5F5042',
  'fg-subtle': '#76685B',
  border: '#E4D7C3',
  'border-strong': '#8F7E6B',
  accent: '#9A4A08',
  'accent-hover': '#7F3D06',
  'fg-on-accent': '#FFFFFF',
  'accent-soft': '#FBEBD3',
  'fg-on-accent-soft': '#6E3505',
  gold: '#D99B2B',
  danger: '#B3261E',
  'danger-hover': '#931F18',
  'fg-on-danger': '#FFFFFF',
  'danger-soft': '#FCE8E6',
  'fg-on-danger-soft': '#8C1D17',
  success: '#2F6B35',
  'success-soft': '#E5F2E3',
  'fg-on-success-soft': '#22512A',
  'info-soft': '#E6EEF7',
  'fg-on-info-soft': '#1F4470',
  'warning-soft': '#FFF3D6',
  'fg-on-warning-soft': '#6B4A00',
  link: '#8A4207',
  focus: '#1D5FB8',
  backdrop: 'rgba(43, 33, 24, 0.55)',
  skeleton: '#EEE5D6',
  'skeleton-shine': '#F7F1E7',
};

/** Night: candle-lit hall — warm near-black, parchment text, gold accents. */
const night: ColorScheme = {
  canvas: '#16110C',
  surface: '#211A13',
  'surface-raised': '#2A2118',
  'surface-sunken': '#110D09',
  fg: '#F3EADB',
  'fg-muted': '#CDBDA7',
  'fg-subtle': '#B0A08B',
  border: '#3B3026',
  'border-strong': '#8C7B66',
  accent: '#E9AE52',
  'accent-hover': '#F3C275',
  'fg-on-accent': '#1D140A',
  'accent-soft': '#3A2A16',
  'fg-on-accent-soft': '#F4CD8D',
  gold: '#E9AE52',
  danger: '#F08A7E',
  'danger-hover': '#F6A79E',
  'fg-on-danger': '#240B08',
  'danger-soft': '#3D1B17',
  'fg-on-danger-soft': '#F7B4AB',
  success: '#8BCB8F',
  'success-soft': '#1B2E1C',
  'fg-on-success-soft': '#A9DCAB',
  'info-soft': '#172536',
  'fg-on-info-soft': '#A9C8EE',
  'warning-soft': '#33280F',
  'fg-on-warning-soft': '#F2D38A',
  link: '#F0BC6A',
  focus: '#8DB8F2',
  backdrop: 'rgba(0, 0, 0, 0.65)',
  skeleton: '#2C241B',
  'skeleton-shine': '#362C21',
};

export const themes: Record<ThemeName, ColorScheme> = { light, night };

export const shadows: Record<ThemeName, Record<'sm' | 'md' | 'lg', string>> = {
  light: {
    sm: '0 1px 2px rgba(64, 42, 18, 0.08)',
    md: '0 2px 4px rgba(64, 42, 18, 0.06), 0 6px 16px rgba(64, 42, 18, 0.08)',
    lg: '0 8px 24px rgba(64, 42, 18, 0.14), 0 24px 48px rgba(64, 42, 18, 0.12)',
  },
  night: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 2px 6px rgba(0, 0, 0, 0.45), 0 8px 20px rgba(0, 0, 0, 0.35)',
    lg: '0 10px 30px rgba(0, 0, 0, 0.6), 0 24px 56px rgba(0, 0, 0, 0.45)',
  },
};
