import { __iconData as bellGlyph } from 'lucide-react/icons/bell';
import { createIcon } from '../Icon';

/** Notifications. */
export const BellIcon = /* @__PURE__ */ createIcon(bellGlyph, 'bell');
