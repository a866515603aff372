export type { ImagePickerItem, ImagePickerProps, ImagePickerStatus } from './ImagePicker';
export { ImagePicker, imagePickerStatuses } from './ImagePicker';
