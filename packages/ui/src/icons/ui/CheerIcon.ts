import { __iconData as partyPopperGlyph } from 'lucide-react/icons/party-popper';
import { createIcon } from '../Icon';

/** Celebration notices (cheer). */
export const CheerIcon = /* @__PURE__ */ createIcon(partyPopperGlyph, 'cheer');
