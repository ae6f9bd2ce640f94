import { messages } from '@toolbox/domain';
import { machineText } from './machine-text';

/** What a screen that loads one machine says while it loads, when it fails and when there is none. */
export const machineQueryTexts = {
  loadingMessage: machineText.loading,
  errorMessage: machineText.loadFailed,
  notFound: messages.machine.notFound,
};
