import { contrastRatio } from './contrast';

/**
 * The ink of a text post: the same dark brown in both themes, because the gradient under it is the
 * post's own colour, not the theme's. Every built-in gradient stop reaches 4.5:1 against it.
 */
export const textPostInk = '#2B2118';

/** A text post's background: two or three #RRGGBB stops, drawn top-left to bottom-right. */
export interface TextPostGradient {
  /** A name for designers (the Storybook page); never shown to members. */
  readonly name: string;
  readonly colors: readonly string[];
}

/**
 * The 25 built-in gradients text posts are drawn on (product §2: '24 or 25 built-in'). Soft dawn,
 * lotus and saffron tones, all light enough for `textPostInk` (checked in `gradients.test.ts`).
 */
export const textPostGradients: readonly TextPostGradient[] = [
  { name: 'Dawn', colors: ['#FDE7C8', '#F9C7B8'] },
  { name: 'Lotus', colors: ['#FBD3E0', '#F6E6F4'] },
  { name: 'Saffron', colors: ['#FFE3A3', '#FFC98B'] },
  { name: 'Temple gold', colors: ['#FFF1C1', '#F5D27A'] },
  { name: 'Jasmine', colors: ['#FFFDF4', '#F1E9D2'] },
  { name: 'Mint', colors: ['#D8F3E3', '#B9E6D3'] },
  { name: 'Sky', colors: ['#D6ECFB', '#BCD9F5'] },
  { name: 'Lavender', colors: ['#E7DEF8', '#D2C6F2'] },
  { name: 'Peach', colors: ['#FFDCC7', '#FFC4A8'] },
  { name: 'Lime', colors: ['#EEF7C8', '#D5EDA4'] },
  { name: 'Aqua', colors: ['#CFF3F1', '#A9E4EC'] },
  { name: 'Rose', colors: ['#FCD5D5', '#F7B9C4'] },
  { name: 'Sand', colors: ['#F3E3C9', '#E6CFA8'] },
  { name: 'Morning', colors: ['#FFF4D6', '#D6ECFB'] },
  { name: 'Evening', colors: ['#FBD3E0', '#D2C6F2'] },
  { name: 'Garden', colors: ['#E3F5C9', '#BFE7C9'] },
  { name: 'Monsoon', colors: ['#DCE8F2', '#C4D7E6'] },
  { name: 'Candle', colors: ['#FFF0CC', '#FFD6A5', '#FBC4AB'] },
  { name: 'Pond', colors: ['#D4F1F4', '#C8E6D9', '#E8F5C8'] },
  { name: 'Orchid', colors: ['#F3D9F7', '#E5C6F0'] },
  { name: 'Silk', colors: ['#FCEFE6', '#EEDDD3'] },
  { name: 'Rain', colors: ['#E4EEF8', '#D4E4F5', '#E8E2F7'] },
  { name: 'Sunrise', colors: ['#FFE8A8', '#FFD1B3', '#FBC6D0'] },
  { name: 'Bodhi leaf', colors: ['#E1F2D2', '#CBE5B5'] },
  { name: 'Moonlight', colors: ['#EEF0F7', '#D9DEEC'] },
];

/**
 * True when `textPostInk` reads at 4.5:1 on every stop of `colors` (all #RRGGBB). The app keeps only
 * such gradients from the public list (ADR 026), so a dark or neon CDN gradient never hides a post.
 */
export function isReadableGradient(colors: readonly string[]): boolean {
  return (
    colors.length > 0 &&
    colors.every((c) => /^#[0-9a-f]{6}$/i.test(c) && contrastRatio(textPostInk, c) >= 4.5)
  );
}

/** The CSS background of a gradient: `linear-gradient(135deg, …)`. */
export function gradientBackground(colors: readonly string[]): string {
  return colors.length === 1 ? (colors[0] as string) : `linear-gradient(135deg, ${colors.join(', ')})`;
}
