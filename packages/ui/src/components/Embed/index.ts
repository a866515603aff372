export type { EmbedProps, EmbedState } from './Embed';
export { Embed, embedStates } from './Embed';
