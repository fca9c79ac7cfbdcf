export { cidrContains, parseCidr, sameRange, type CidrParse } from './cidr';
