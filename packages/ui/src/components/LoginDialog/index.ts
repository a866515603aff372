export type { LoginDialogProps, LoginProvider } from './LoginDialog';
export { LoginDialog, loginProviders } from './LoginDialog';
