export type { BrandIcon, BrandMarkProps } from './brand';
export {
  createBrandMark,
  createGlyphMark,
  EmailMark,
  FacebookMark,
  GoogleMark,
  LineMark,
  PinterestMark,
  RedditMark,
  SmsMark,
  TikTokMark,
  XTwitterMark,
  YouTubeMark,
} from './brand';
export type { IconProps, IconSize } from './Icon';
export { createIcon, iconSizes } from './Icon';
export type { PostTypeIconProps } from './postType';
export { PostTypeIcon } from './postType';
export * from './ui';
