import { __iconData as userGlyph } from 'lucide-react/icons/user';
import { createIcon } from '../Icon';

/** A member, my page; also the avatar's last fallback. */
export const UserIcon = /* @__PURE__ */ createIcon(userGlyph, 'user');
