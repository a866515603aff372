import InfoGlyph from 'lucide-react/icons/info';
import { createIcon } from '../Icon';

/** Information notices and hints. */
export const InfoIcon = /* @__PURE__ */ createIcon(InfoGlyph, 'info');
