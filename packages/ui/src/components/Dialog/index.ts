export type { ModalStateProps } from '../../internal/modalState';
export type {
  DialogBodyProps,
  DialogCloseProps,
  DialogContentProps,
  DialogFooterProps,
  DialogRootProps,
  DialogSize,
  DialogTriggerProps,
} from './Dialog';
export { Dialog, dialogSizes } from './Dialog';
