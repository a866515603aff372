export type {
  DialogCloseProps,
  DialogContentProps,
  DialogRootProps,
  DialogSize,
  DialogTriggerProps,
} from './Dialog';
export { Dialog, dialogSizes } from './Dialog';
export type { ModalStateProps } from './modalState';
