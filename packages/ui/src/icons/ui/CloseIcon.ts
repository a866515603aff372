import { __iconData as xGlyph } from 'lucide-react/icons/x';
import { createIcon } from '../Icon';

/** Close a dialog, a notice or a sheet. */
export const CloseIcon = /* @__PURE__ */ createIcon(xGlyph, 'close');
