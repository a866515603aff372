import { __iconData as moonGlyph } from 'lucide-react/icons/moon';
import { createIcon } from '../Icon';

/** Night mode. */
export const MoonIcon = /* @__PURE__ */ createIcon(moonGlyph, 'moon');
