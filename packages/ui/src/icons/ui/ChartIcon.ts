import ChartColumnGlyph from 'lucide-react/icons/chart-column';
import { createIcon } from '../Icon';

/** Statistics (/topshare, /stat). */
export const ChartIcon = /* @__PURE__ */ createIcon(ChartColumnGlyph, 'chart');
