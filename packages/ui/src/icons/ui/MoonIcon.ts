import MoonGlyph from 'lucide-react/icons/moon';
import { createIcon } from '../Icon';

/** Night mode. */
export const MoonIcon = /* @__PURE__ */ createIcon(MoonGlyph, 'moon');
