export { ProjectSettingsSections } from './components/project-settings-sections';
