// Explicit barrel of @lightbearers/ui. One line per component folder, alphabetical.
export * from './components/Button';
export * from './components/CanvasUnsupported';
export * from './components/CardCanvas';
export * from './components/CardConfirm';
export * from './components/CardForm';
export * from './components/Cluster';
export * from './components/ConfirmDialog';
export * from './components/Dialog';
export * from './components/Field';
export * from './components/Grid';
export * from './components/IconButton';
export * from './components/Spinner';
export * from './components/Stack';
export * from './components/TemplatePicker';
export * from './components/TextField';
export * from './icons';
export { th } from './i18n/th';
export * from './tokens';
