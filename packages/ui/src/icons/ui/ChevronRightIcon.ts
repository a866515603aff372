import { __iconData as chevronRightGlyph } from 'lucide-react/icons/chevron-right';
import { createIcon } from '../Icon';

/** Next, go to. */
export const ChevronRightIcon = /* @__PURE__ */ createIcon(chevronRightGlyph, 'chevron-right');
