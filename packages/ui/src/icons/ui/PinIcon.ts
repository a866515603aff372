import PinGlyph from 'lucide-react/icons/pin';
import { createIcon } from '../Icon';

/** A pinned post. */
export const PinIcon = /* @__PURE__ */ createIcon(PinGlyph, 'pin');
