import PartyPopperGlyph from 'lucide-react/icons/party-popper';
import { createIcon } from '../Icon';

/** Celebration notices (cheer). */
export const CheerIcon = /* @__PURE__ */ createIcon(PartyPopperGlyph, 'cheer');
