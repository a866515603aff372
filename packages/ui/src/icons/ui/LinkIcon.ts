import { __iconData as linkGlyph } from 'lucide-react/icons/link';
import { createIcon } from '../Icon';

/** A web link, the link post type, a short link. */
export const LinkIcon = /* @__PURE__ */ createIcon(linkGlyph, 'link');
