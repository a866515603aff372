export type {
  SurfaceElement,
  SurfaceElevation,
  SurfacePadding,
  SurfaceProps,
  SurfaceRadius,
  SurfaceTone,
} from './Surface';
export {
  Surface,
  surfaceElements,
  surfaceElevations,
  surfacePaddings,
  surfaceRadii,
  surfaceTones,
} from './Surface';
