import { __iconData as medalGlyph } from 'lucide-react/icons/medal';
import { createIcon } from '../Icon';

/** Top-three medals and honour awards. */
export const MedalIcon = /* @__PURE__ */ createIcon(medalGlyph, 'medal');
