import { __iconData as externalLinkGlyph } from 'lucide-react/icons/external-link';
import { createIcon } from '../Icon';

/** Opens in a new tab (corner short link, external sites). */
export const ExternalIcon = /* @__PURE__ */ createIcon(externalLinkGlyph, 'external');
