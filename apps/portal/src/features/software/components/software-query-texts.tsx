import { messages } from '@toolbox/domain';
import { PackageX } from 'lucide-react';
import { NotFoundPanel } from '../../../components/not-found-panel';

/**
 * What a screen that loads one package says while it loads, when it fails and when there is none
 * (docs/product.md#software-validation), with the way back to the list.
 */
export const softwareQueryTexts = {
  loadingMessage: messages.software.loading,
  errorMessage: messages.software.loadFailed,
  notFound: () => (
    <NotFoundPanel
      message={messages.software.notFound}
      icon={PackageX}
      back={{ to: '/software', label: 'Back to software' }}
    />
  ),
};
