import { __iconData as walletGlyph } from 'lucide-react/icons/wallet';
import { createIcon } from '../Icon';

/** The points wallet. */
export const WalletIcon = /* @__PURE__ */ createIcon(walletGlyph, 'wallet');
