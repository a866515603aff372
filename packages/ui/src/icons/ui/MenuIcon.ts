import { __iconData as menuGlyph } from 'lucide-react/icons/menu';
import { createIcon } from '../Icon';

/** Menu toggle: opens the side panel. */
export const MenuIcon = /* @__PURE__ */ createIcon(menuGlyph, 'menu');
