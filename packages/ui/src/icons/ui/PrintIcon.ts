import { __iconData as printerGlyph } from 'lucide-react/icons/printer';
import { createIcon } from '../Icon';

/** Print a card or certificate. */
export const PrintIcon = /* @__PURE__ */ createIcon(printerGlyph, 'print');
