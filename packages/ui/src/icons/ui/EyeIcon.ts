import EyeGlyph from 'lucide-react/icons/eye';
import { createIcon } from '../Icon';

/** Views. */
export const EyeIcon = /* @__PURE__ */ createIcon(EyeGlyph, 'eye');
