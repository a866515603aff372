import { __iconData as cameraGlyph } from 'lucide-react/icons/camera';
import { createIcon } from '../Icon';

/** Change the profile picture. */
export const CameraIcon = /* @__PURE__ */ createIcon(cameraGlyph, 'camera');
