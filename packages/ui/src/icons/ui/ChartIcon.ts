import { __iconData as chartColumnGlyph } from 'lucide-react/icons/chart-column';
import { createIcon } from '../Icon';

/** Statistics (/topshare, /stat). */
export const ChartIcon = /* @__PURE__ */ createIcon(chartColumnGlyph, 'chart');
