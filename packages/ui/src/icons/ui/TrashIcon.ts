import { __iconData as trash2Glyph } from 'lucide-react/icons/trash';
import { createIcon } from '../Icon';

/** Delete. */
export const TrashIcon = /* @__PURE__ */ createIcon(trash2Glyph, 'trash');
