import { __iconData as monitorDownGlyph } from 'lucide-react/icons/monitor-down';
import { createIcon } from '../Icon';

/** Install the site as an app (/app). */
export const InstallIcon = /* @__PURE__ */ createIcon(monitorDownGlyph, 'install');
