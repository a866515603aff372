import { describe, expect, it } from 'vitest';
import { CROP_ZOOM_MAX, clampCrop, cropRect, initialCrop, panCrop, zoomCrop } from './crop';

describe('avatar crop geometry', () => {
  it('starts on the largest centred square', () => {
    expect(cropRect(initialCrop(800, 600), 800, 600)).toEqual({ sx: 100, sy: 0, side: 600 });
  });

  it('zooms around the centre and keeps the zoom within 1–4', () => {
    const zoomed = zoomCrop(initialCrop(800, 600), 2, 800, 600);
    expect(cropRect(zoomed, 800, 600)).toEqual({ sx: 250, sy: 150, side: 300 });
    expect(zoomCrop(zoomed, 9, 800, 600).zoom).toBe(CROP_ZOOM_MAX);
    expect(zoomCrop(zoomed, 0.2, 800, 600).zoom).toBe(1);
  });

  it('moves the crop against the drag, scaled from screen to image pixels', () => {
    // Zoom 2 on 800×600: side 300 image px shown on a 150 px stage, so 1 screen px = 2 image px.
    const start = zoomCrop(initialCrop(800, 600), 2, 800, 600);
    const moved = panCrop(start, 10, -5, 150, 800, 600);
    expect(moved.cx).toBe(400 - 20);
    expect(moved.cy).toBe(300 + 10);
  });

  it('never lets the square leave the image', () => {
    const start = zoomCrop(initialCrop(800, 600), 2, 800, 600);
    expect(cropRect(panCrop(start, 10_000, 10_000, 150, 800, 600), 800, 600)).toEqual({
      sx: 0,
      sy: 0,
      side: 300,
    });
    expect(clampCrop({ cx: 9999, cy: -5, zoom: 1 }, 800, 600)).toEqual({ cx: 500, cy: 300, zoom: 1 });
  });
});
