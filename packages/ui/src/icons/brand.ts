// Brand marks, one module each (`brand/<Name>.ts`): simple-icons paths (CC0) for the platforms the
// spec links to and shares on, and lucide glyphs for e-mail and SMS, which have no brand. Each chunk
// of an app carries only the marks its components render; this index only re-exports them.

export { EmailMark } from './brand/EmailMark';
export { FacebookMark } from './brand/FacebookMark';
export { GoogleMark } from './brand/GoogleMark';
export { LineMark } from './brand/LineMark';
export { PinterestMark } from './brand/PinterestMark';
export { RedditMark } from './brand/RedditMark';
export { SmsMark } from './brand/SmsMark';
export { TikTokMark } from './brand/TikTokMark';
export { XTwitterMark } from './brand/XTwitterMark';
export { YouTubeMark } from './brand/YouTubeMark';
export type { BrandIcon, BrandMarkProps } from './brandMark';
export { createBrandMark, createGlyphMark } from './brandMark';
