import CoinsGlyph from 'lucide-react/icons/coins';
import { createIcon } from '../Icon';

/** Points. */
export const CoinIcon = /* @__PURE__ */ createIcon(CoinsGlyph, 'coin');
