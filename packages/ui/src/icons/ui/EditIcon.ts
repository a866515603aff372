import { __iconData as pencilGlyph } from 'lucide-react/icons/pencil';
import { createIcon } from '../Icon';

/** Edit a description or a profile. */
export const EditIcon = /* @__PURE__ */ createIcon(pencilGlyph, 'edit');
