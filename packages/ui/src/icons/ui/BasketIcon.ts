import ShoppingBasketGlyph from 'lucide-react/icons/shopping-basket';
import { createIcon } from '../Icon';

/** The souvenir basket. */
export const BasketIcon = /* @__PURE__ */ createIcon(ShoppingBasketGlyph, 'basket');
