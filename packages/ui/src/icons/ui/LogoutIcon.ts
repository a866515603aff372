import { __iconData as logOutGlyph } from 'lucide-react/icons/log-out';
import { createIcon } from '../Icon';

/** Log out. */
export const LogoutIcon = /* @__PURE__ */ createIcon(logOutGlyph, 'logout');
