import { __iconData as minusGlyph } from 'lucide-react/icons/minus';
import { createIcon } from '../Icon';

/** Decrease an amount (shop quantity). */
export const MinusIcon = /* @__PURE__ */ createIcon(minusGlyph, 'minus');
