import { __iconData as eyeGlyph } from 'lucide-react/icons/eye';
import { createIcon } from '../Icon';

/** Views. */
export const EyeIcon = /* @__PURE__ */ createIcon(eyeGlyph, 'eye');
