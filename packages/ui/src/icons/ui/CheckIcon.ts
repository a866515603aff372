import { __iconData as checkGlyph } from 'lucide-react/icons/check';
import { createIcon } from '../Icon';

/** Done, selected, confirmed. */
export const CheckIcon = /* @__PURE__ */ createIcon(checkGlyph, 'check');
