export { ViewLinks, type ViewLink } from './view-links';
