import { __iconData as chevronUpGlyph } from 'lucide-react/icons/chevron-up';
import { createIcon } from '../Icon';

/** Collapse a section. */
export const ChevronUpIcon = /* @__PURE__ */ createIcon(chevronUpGlyph, 'chevron-up');
