// Brand marks: simple-icons paths (CC0) for the platforms the spec links to and shares on, and
// lucide glyphs for e-mail and SMS, which have no brand. Named imports from 'simple-icons' are
// side-effect-free constants, so a production bundle keeps only the marks it renders.

import type { LucideProps } from 'lucide-react';
import MailGlyph from 'lucide-react/icons/mail';
import MessageSquareTextGlyph from 'lucide-react/icons/message-square-text';
import { type ComponentType, forwardRef } from 'react';
import {
  type SimpleIcon,
  siFacebook,
  siGoogle,
  siLine,
  siPinterest,
  siReddit,
  siTiktok,
  siX,
  siYoutube,
} from 'simple-icons';
import { type IconProps, iconA11y } from './Icon';
import { IconRoot } from './Icon.styles';

export interface BrandMarkProps extends IconProps {
  /** Draws the mark in the current text colour instead of the brand colour (dense rows, on colour). */
  mono?: boolean;
}

/** A brand mark from a simple-icons entry: brand colour by default, `mono` for `currentColor`. */
export function createBrandMark(icon: SimpleIcon) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per brand at module load (below), never during render.
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
 * A share target without a brand (e-mail, SMS): a lucide glyph with the brand-mark API, always in
 * the current text colour, so a row of share marks takes one component type.
 */
export function createGlyphMark(Glyph: ComponentType<LucideProps>, name: string) {
  const Mark = forwardRef<SVGSVGElement, BrandMarkProps>(function Mark(
    { size = 'md', label, mono: _mono, ...rest },
    ref,
  ) {
    return (
      <IconRoot
        ref={ref}
        as={Glyph}
        data-component="BrandMark"
        data-brand={name}
        data-tone="mono"
        data-size={size}
        {...iconA11y(label)}
        {...rest}
      />
    );
  });
  Mark.displayName = `BrandMark(${name})`;
  return Mark;
}

/** YouTube: video posts, the YouTube feed and profile tab. */
export const YouTubeMark = /* @__PURE__ */ createBrandMark(siYoutube);
/** TikTok: video posts, TikTok sign-in, the TikTok feed and profile tab. */
export const TikTokMark = /* @__PURE__ */ createBrandMark(siTiktok);
/** Facebook: posts and share target. */
export const FacebookMark = /* @__PURE__ */ createBrandMark(siFacebook);
/** X (formerly Twitter): posts and share target. */
export const XTwitterMark = /* @__PURE__ */ createBrandMark(siX);
/** LINE: sign-in, send to LINE, share target. */
export const LineMark = /* @__PURE__ */ createBrandMark(siLine);
/** Google: sign-in. */
export const GoogleMark = /* @__PURE__ */ createBrandMark(siGoogle);
/** Pinterest: share target. */
export const PinterestMark = /* @__PURE__ */ createBrandMark(siPinterest);
/** Reddit: share target. */
export const RedditMark = /* @__PURE__ */ createBrandMark(siReddit);
/** E-mail share target (no brand: drawn in the current text colour). */
export const EmailMark = /* @__PURE__ */ createGlyphMark(MailGlyph, 'email');
/** SMS share target (no brand: drawn in the current text colour). */
export const SmsMark = /* @__PURE__ */ createGlyphMark(MessageSquareTextGlyph, 'sms');
