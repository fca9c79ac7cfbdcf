export { PermissionPicker, type PermissionPickerProps } from './permission-picker';
export { filterAreas, type AreaMatch, type PermissionText } from './filter-areas';
