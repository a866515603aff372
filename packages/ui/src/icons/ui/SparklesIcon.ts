import { __iconData as sparklesGlyph } from 'lucide-react/icons/sparkles';
import { createIcon } from '../Icon';

/** Something new (new notice, creator marker). */
export const SparklesIcon = /* @__PURE__ */ createIcon(sparklesGlyph, 'sparkles');
