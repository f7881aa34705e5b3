export { NamedRegistry } from './named-registry';
