import { __iconData as houseGlyph } from 'lucide-react/icons/house';
import { createIcon } from '../Icon';

/** Home: the feed (/all/other). */
export const HomeIcon = /* @__PURE__ */ createIcon(houseGlyph, 'home');
