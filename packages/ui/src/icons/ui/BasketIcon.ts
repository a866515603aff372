import { __iconData as shoppingBasketGlyph } from 'lucide-react/icons/shopping-basket';
import { createIcon } from '../Icon';

/** The souvenir basket. */
export const BasketIcon = /* @__PURE__ */ createIcon(shoppingBasketGlyph, 'basket');
