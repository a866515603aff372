import { __iconData as bookOpenGlyph } from 'lucide-react/icons/book-open';
import { createIcon } from '../Icon';

/** The user manual (a separate site). */
export const ManualIcon = /* @__PURE__ */ createIcon(bookOpenGlyph, 'manual');
