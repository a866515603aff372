import { __iconData as tagGlyph } from 'lucide-react/icons/tag';
import { createIcon } from '../Icon';

/** Categories of posts. */
export const CategoryIcon = /* @__PURE__ */ createIcon(tagGlyph, 'category');
