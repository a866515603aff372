import { __iconData as chevronDownGlyph } from 'lucide-react/icons/chevron-down';
import { createIcon } from '../Icon';

/** Expand a collapsible section or a select. */
export const ChevronDownIcon = /* @__PURE__ */ createIcon(chevronDownGlyph, 'chevron-down');
