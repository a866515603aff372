// The crop geometry of AvatarCropDialog, in the image's own pixels: a square of side
// `min(width, height) / zoom` centred on (cx, cy), always inside the image.

/** Where the square crop sits: its centre in image pixels and the zoom (1 = the shorter side fits). */
export interface CropState {
  cx: number;
  cy: number;
  zoom: number;
}

export const CROP_ZOOM_MIN = 1;
export const CROP_ZOOM_MAX = 4;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The side of the square crop, in image pixels. */
export function cropSide(width: number, height: number, zoom: number): number {
  return Math.min(width, height) / clamp(zoom, CROP_ZOOM_MIN, CROP_ZOOM_MAX);
}

/** The crop centred on the image at zoom 1: the largest centred square. */
export function initialCrop(width: number, height: number): CropState {
  return { cx: width / 2, cy: height / 2, zoom: CROP_ZOOM_MIN };
}

/** The state moved back inside the limits: zoom within 1–4, the square within the image. */
export function clampCrop(state: CropState, width: number, height: number): CropState {
  const zoom = clamp(state.zoom, CROP_ZOOM_MIN, CROP_ZOOM_MAX);
  const half = cropSide(width, height, zoom) / 2;
  return { zoom, cx: clamp(state.cx, half, width - half), cy: clamp(state.cy, half, height - half) };
}

/** The source square to draw: top-left corner and side, in image pixels. */
export function cropRect(
  state: CropState,
  width: number,
  height: number,
): { sx: number; sy: number; side: number } {
  const { cx, cy, zoom } = clampCrop(state, width, height);
  const side = cropSide(width, height, zoom);
  return { sx: cx - side / 2, sy: cy - side / 2, side };
}

/**
 * The crop after the picture was dragged by (dx, dy) screen pixels on a stage `viewport` pixels
 * wide: the picture follows the pointer, so the crop's centre moves the other way.
 */
export function panCrop(
  state: CropState,
  dx: number,
  dy: number,
  viewport: number,
  width: number,
  height: number,
): CropState {
  const perPixel = cropSide(width, height, state.zoom) / viewport;
  return clampCrop({ ...state, cx: state.cx - dx * perPixel, cy: state.cy - dy * perPixel }, width, height);
}

/** The crop at a new zoom, around the same centre. */
export function zoomCrop(state: CropState, zoom: number, width: number, height: number): CropState {
  return clampCrop({ ...state, zoom }, width, height);
}
