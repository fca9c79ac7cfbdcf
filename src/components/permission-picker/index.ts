export { PermissionPicker, type PermissionPickerProps } from './permission-picker';
export { filterAreas, fold as foldForSearch, type AreaMatch, type PermissionText } from './filter-areas';
