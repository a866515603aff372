import { __iconData as handHeartGlyph } from 'lucide-react/icons/hand-heart';
import { createIcon } from '../Icon';

/** 'สาธุ': hands offering a heart, the community's like. */
export const LikeIcon = /* @__PURE__ */ createIcon(handHeartGlyph, 'like');
