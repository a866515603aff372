import SparklesGlyph from 'lucide-react/icons/sparkles';
import { createIcon } from '../Icon';

/** Something new (new notice, creator marker). */
export const SparklesIcon = /* @__PURE__ */ createIcon(SparklesGlyph, 'sparkles');
