import { __iconData as funnelGlyph } from 'lucide-react/icons/funnel';
import { createIcon } from '../Icon';

/** Filter a list (directory, category). */
export const FilterIcon = /* @__PURE__ */ createIcon(funnelGlyph, 'filter');
