import { __iconData as newspaperGlyph } from 'lucide-react/icons/newspaper';
import { createIcon } from '../Icon';

/** The latest posts (/p/all). */
export const LatestIcon = /* @__PURE__ */ createIcon(newspaperGlyph, 'latest');
