export { DetailsSection, type LabelledValue } from './details-section';
export { StatusHistory, type StatusHistoryProps } from './status-history';
