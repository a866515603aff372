import WalletGlyph from 'lucide-react/icons/wallet';
import { createIcon } from '../Icon';

/** The points wallet. */
export const WalletIcon = /* @__PURE__ */ createIcon(WalletGlyph, 'wallet');
