export type { CardCanvasProps, CardCanvasState } from './CardCanvas';
export { CardCanvas, cardCanvasStates } from './CardCanvas';
export {
  canvasToJpeg,
  cardThumbnail,
  cardToJpeg,
  downloadBlob,
  drawCard,
  loadCardFonts,
  renderCard,
} from './render';
