import { __iconData as infoGlyph } from 'lucide-react/icons/info';
import { createIcon } from '../Icon';

/** Information notices and hints. */
export const InfoIcon = /* @__PURE__ */ createIcon(infoGlyph, 'info');
