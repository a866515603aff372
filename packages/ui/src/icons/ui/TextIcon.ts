import { __iconData as letterTextGlyph } from 'lucide-react/icons/text-initial';
import { createIcon } from '../Icon';

/** The text post type. */
export const TextIcon = /* @__PURE__ */ createIcon(letterTextGlyph, 'text');
