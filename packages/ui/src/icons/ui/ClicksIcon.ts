import { __iconData as mousePointerClickGlyph } from 'lucide-react/icons/mouse-pointer-click';
import { createIcon } from '../Icon';

/** Clicks on a shared short link. */
export const ClicksIcon = /* @__PURE__ */ createIcon(mousePointerClickGlyph, 'clicks');
