export { ProjectSettingsSections } from './components/project-settings-sections';
export { pushedTags as projectSettingsPushedTags } from './pushed-tags';
