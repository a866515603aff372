import { __iconData as share2Glyph } from 'lucide-react/icons/share-2';
import { createIcon } from '../Icon';

/** Share a post or a profile. */
export const ShareIcon = /* @__PURE__ */ createIcon(share2Glyph, 'share');
