export { RepresentativeExample } from './representative-example';
