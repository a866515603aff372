export type { ClusterProps } from './Cluster';
export { Cluster } from './Cluster';
