import { __iconData as mailGlyph } from 'lucide-react/icons/mail';
import { createGlyphMark } from '../brandMark';

/** E-mail share target (no brand: drawn in the current text colour). */
export const EmailMark = /* @__PURE__ */ createGlyphMark(mailGlyph, 'email');
