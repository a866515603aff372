export type { ToastAction, ToastProps, ToastProviderProps, ToastTone } from './Toast';
export { Toast, ToastProvider, toastTones } from './Toast';
