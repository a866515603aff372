import LinkGlyph from 'lucide-react/icons/link';
import { createIcon } from '../Icon';

/** A web link, the link post type, a short link. */
export const LinkIcon = /* @__PURE__ */ createIcon(LinkGlyph, 'link');
