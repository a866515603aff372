import { __iconData as searchGlyph } from 'lucide-react/icons/search';
import { createIcon } from '../Icon';

/** Search members. */
export const SearchIcon = /* @__PURE__ */ createIcon(searchGlyph, 'search');
