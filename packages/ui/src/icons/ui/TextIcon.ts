import LetterTextGlyph from 'lucide-react/icons/letter-text';
import { createIcon } from '../Icon';

/** The text post type. */
export const TextIcon = /* @__PURE__ */ createIcon(LetterTextGlyph, 'text');
