import ChevronDownGlyph from 'lucide-react/icons/chevron-down';
import { createIcon } from '../Icon';

/** Expand a collapsible section or a select. */
export const ChevronDownIcon = /* @__PURE__ */ createIcon(ChevronDownGlyph, 'chevron-down');
