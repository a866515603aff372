import PlusGlyph from 'lucide-react/icons/plus';
import { createIcon } from '../Icon';

/** Add or create (create-post button, add to basket). */
export const PlusIcon = /* @__PURE__ */ createIcon(PlusGlyph, 'plus');
