export { DetailsSection, type LabelledValue } from './details-section';
