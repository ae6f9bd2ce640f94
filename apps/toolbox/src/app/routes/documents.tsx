import { DocumentsScreen } from '@/features/documents/components/documents-screen';

/** Documents by category, newest first. */
export function Component() {
  return <DocumentsScreen />;
}
