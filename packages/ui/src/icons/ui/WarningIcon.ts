import { __iconData as triangleAlertGlyph } from 'lucide-react/icons/triangle-exclamation-point';
import { createIcon } from '../Icon';

/** Warning notices and alerts. */
export const WarningIcon = /* @__PURE__ */ createIcon(triangleAlertGlyph, 'warning');
