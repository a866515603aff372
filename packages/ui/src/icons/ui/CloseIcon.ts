import XGlyph from 'lucide-react/icons/x';
import { createIcon } from '../Icon';

/** Close a dialog, a notice or a sheet. */
export const CloseIcon = /* @__PURE__ */ createIcon(XGlyph, 'close');
