import Trash2Glyph from 'lucide-react/icons/trash-2';
import { createIcon } from '../Icon';

/** Delete. */
export const TrashIcon = /* @__PURE__ */ createIcon(Trash2Glyph, 'trash');
