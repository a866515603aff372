import { __iconData as usersGlyph } from 'lucide-react/icons/users';
import { createIcon } from '../Icon';

/** The members directory (/creator). */
export const UsersIcon = /* @__PURE__ */ createIcon(usersGlyph, 'users');
