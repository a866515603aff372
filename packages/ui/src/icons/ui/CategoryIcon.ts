import TagGlyph from 'lucide-react/icons/tag';
import { createIcon } from '../Icon';

/** Categories of posts. */
export const CategoryIcon = /* @__PURE__ */ createIcon(TagGlyph, 'category');
