import { messages } from '@toolbox/domain';

/** What a screen that loads one user says while it loads, when it fails and when there is none. */
export const userQueryTexts = {
  loadingMessage: messages.user.loading,
  errorMessage: messages.user.loadFailed,
  notFound: messages.user.notFound,
};
