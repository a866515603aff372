import { __iconData as starGlyph } from 'lucide-react/icons/star';
import { createIcon } from '../Icon';

/** A highlight or favourite. */
export const StarIcon = /* @__PURE__ */ createIcon(starGlyph, 'star');
