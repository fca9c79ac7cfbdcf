export { DetailsFrame, type DetailsFrameProps } from './details-frame';
export { DetailsRefusal, type DetailsRefusalProps } from './details-refusal';
export { BackLink, backToList, type BackLinkProps } from './back-link';
export { detailsState, isRefusal, type DetailsQuery, type DetailsState, type DetailsStateOptions } from './details-state';
