import StarGlyph from 'lucide-react/icons/star';
import { createIcon } from '../Icon';

/** A highlight or favourite. */
export const StarIcon = /* @__PURE__ */ createIcon(StarGlyph, 'star');
