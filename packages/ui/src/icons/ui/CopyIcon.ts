import { __iconData as copyGlyph } from 'lucide-react/icons/copy';
import { createIcon } from '../Icon';

/** Copy to the clipboard. */
export const CopyIcon = /* @__PURE__ */ createIcon(copyGlyph, 'copy');
