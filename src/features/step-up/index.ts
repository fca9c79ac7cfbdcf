export { askForStepUp } from './step-up-gate';
export { StepUpHost } from './step-up-host';
