import { __iconData as downloadGlyph } from 'lucide-react/icons/download';
import { createIcon } from '../Icon';

/** Download a card, export a table. */
export const DownloadIcon = /* @__PURE__ */ createIcon(downloadGlyph, 'download');
