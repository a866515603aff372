import { __iconData as messageSquareTextGlyph } from 'lucide-react/icons/message-square-text';
import { createGlyphMark } from '../brandMark';

/** SMS share target (no brand: drawn in the current text colour). */
export const SmsMark = /* @__PURE__ */ createGlyphMark(messageSquareTextGlyph, 'sms');
