import { __iconData as coinsGlyph } from 'lucide-react/icons/coins';
import { createIcon } from '../Icon';

/** Points. */
export const CoinIcon = /* @__PURE__ */ createIcon(coinsGlyph, 'coin');
