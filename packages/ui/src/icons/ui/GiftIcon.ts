import { __iconData as giftGlyph } from 'lucide-react/icons/gift';
import { createIcon } from '../Icon';

/** Souvenirs, the shop. */
export const GiftIcon = /* @__PURE__ */ createIcon(giftGlyph, 'gift');
