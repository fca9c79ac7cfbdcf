export { DetailsSection, type LabelledValue } from './details-section';
export { StatusHistory, type HistoryEntry, type StatusHistoryProps } from './status-history';
export { SectionCard } from './section-card';
export { SectionTable, sectionState, type SectionTableColumn } from './section-table';
