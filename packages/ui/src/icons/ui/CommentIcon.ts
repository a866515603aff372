import { __iconData as messageCircleGlyph } from 'lucide-react/icons/message-circle';
import { createIcon } from '../Icon';

/** Comment on a post. */
export const CommentIcon = /* @__PURE__ */ createIcon(messageCircleGlyph, 'comment');
