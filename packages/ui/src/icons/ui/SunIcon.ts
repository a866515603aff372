import { __iconData as sunGlyph } from 'lucide-react/icons/sun';
import { createIcon } from '../Icon';

/** Light theme. */
export const SunIcon = /* @__PURE__ */ createIcon(sunGlyph, 'sun');
