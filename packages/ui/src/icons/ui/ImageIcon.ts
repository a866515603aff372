import { __iconData as imageGlyph } from 'lucide-react/icons/image';
import { createIcon } from '../Icon';

/** Photos, the photo post type. */
export const ImageIcon = /* @__PURE__ */ createIcon(imageGlyph, 'image');
