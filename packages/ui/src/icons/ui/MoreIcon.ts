import { __iconData as ellipsisVerticalGlyph } from 'lucide-react/icons/ellipsis-vertical';
import { createIcon } from '../Icon';

/** More actions (kebab menu of a post). */
export const MoreIcon = /* @__PURE__ */ createIcon(ellipsisVerticalGlyph, 'more');
