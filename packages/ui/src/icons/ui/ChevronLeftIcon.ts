import { __iconData as chevronLeftGlyph } from 'lucide-react/icons/chevron-left';
import { createIcon } from '../Icon';

/** Previous, back. */
export const ChevronLeftIcon = /* @__PURE__ */ createIcon(chevronLeftGlyph, 'chevron-left');
