import { __iconData as logInGlyph } from 'lucide-react/icons/log-in';
import { createIcon } from '../Icon';

/** Sign in. */
export const LoginIcon = /* @__PURE__ */ createIcon(logInGlyph, 'login');
