import { __iconData as trophyGlyph } from 'lucide-react/icons/trophy';
import { createIcon } from '../Icon';

/** Rankings, top sharers. */
export const TrophyIcon = /* @__PURE__ */ createIcon(trophyGlyph, 'trophy');
