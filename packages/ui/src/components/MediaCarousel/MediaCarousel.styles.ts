// The row's viewport and slides are shared with its loading row (CarouselSkeleton); the video tile
// (card, thumbnail, play mark, title) with MediaGrid.
export {
  MediaContainer as CarouselContainer,
  MediaSlide as CarouselSlide,
  MediaViewport as CarouselViewport,
} from '../../internal/carousel.styles';
export { MediaCard, MediaPlay, MediaThumb, MediaTitle } from '../../internal/mediaTile.styles';
