import { __iconData as playGlyph } from 'lucide-react/icons/play';
import { createIcon } from '../Icon';

/** Play a video. */
export const PlayIcon = /* @__PURE__ */ createIcon(playGlyph, 'play');
