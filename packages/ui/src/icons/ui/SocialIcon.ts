import { __iconData as globeGlyph } from 'lucide-react/icons/globe';
import { createIcon } from '../Icon';

/** The social feeds (YouTube, TikTok, Facebook, Twitter). */
export const SocialIcon = /* @__PURE__ */ createIcon(globeGlyph, 'social');
