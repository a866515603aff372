import { __iconData as plusGlyph } from 'lucide-react/icons/plus';
import { createIcon } from '../Icon';

/** Add or create (create-post button, add to basket). */
export const PlusIcon = /* @__PURE__ */ createIcon(plusGlyph, 'plus');
