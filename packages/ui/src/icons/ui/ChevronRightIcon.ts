import ChevronRightGlyph from 'lucide-react/icons/chevron-right';
import { createIcon } from '../Icon';

/** Next, go to. */
export const ChevronRightIcon = /* @__PURE__ */ createIcon(ChevronRightGlyph, 'chevron-right');
