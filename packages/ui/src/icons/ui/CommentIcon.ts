import MessageCircleGlyph from 'lucide-react/icons/message-circle';
import { createIcon } from '../Icon';

/** Comment on a post. */
export const CommentIcon = /* @__PURE__ */ createIcon(MessageCircleGlyph, 'comment');
