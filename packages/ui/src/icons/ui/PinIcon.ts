import { __iconData as pinGlyph } from 'lucide-react/icons/pin';
import { createIcon } from '../Icon';

/** A pinned post. */
export const PinIcon = /* @__PURE__ */ createIcon(pinGlyph, 'pin');
