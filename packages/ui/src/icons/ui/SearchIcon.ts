import SearchGlyph from 'lucide-react/icons/search';
import { createIcon } from '../Icon';

/** Search members. */
export const SearchIcon = /* @__PURE__ */ createIcon(SearchGlyph, 'search');
