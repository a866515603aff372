import DownloadGlyph from 'lucide-react/icons/download';
import { createIcon } from '../Icon';

/** Download a card, export a table. */
export const DownloadIcon = /* @__PURE__ */ createIcon(DownloadGlyph, 'download');
