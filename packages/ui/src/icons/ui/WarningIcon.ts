import TriangleAlertGlyph from 'lucide-react/icons/triangle-alert';
import { createIcon } from '../Icon';

/** Warning notices and alerts. */
export const WarningIcon = /* @__PURE__ */ createIcon(TriangleAlertGlyph, 'warning');
