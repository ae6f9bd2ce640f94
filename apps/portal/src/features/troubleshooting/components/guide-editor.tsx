import { isApiError } from '@toolbox/client';
import { DEFAULT_GUIDE_SETTINGS, messages } from '@toolbox/domain';
import { ErrorPanel } from '../../../components/error-panel';
import { LoadingPanel } from '../../../components/loading-panel';
import { QueryState } from '../../../components/query-state';
import { useGuide } from '../api/get-guide';
import { useGuideSettings } from '../api/get-guide-settings';
import { useMachineGuides } from '../api/get-machine-guides';
import { GuideForm } from './guide-form';
import type { ImageStore } from '../../../components/image-field';

interface GuideEditorProps {
  machineId: string;
  /** The guide to edit; without one the editor writes a new guide. */
  guideId?: string | undefined;
  images: ImageStore;
}

function EditGuide({ machineId, guideId, images }: GuideEditorProps & { guideId: string }) {
  const guide = useGuide(machineId, guideId);
  const settings = useGuideSettings();
  if (settings.isPending) return <LoadingPanel message="Loading guide..." />;
  return (
    <QueryState
      query={guide}
      loadingMessage="Loading guide..."
      errorMessage={messages.guide.loadFailed}
      notFound={(error) => <ErrorPanel message={error.message} />}
    >
      {(data) => (
        <GuideForm
          key={data.id}
          machineId={machineId}
          guide={data}
          // The lists are only suggestions: without them the defaults are offered.
          settings={settings.data ?? DEFAULT_GUIDE_SETTINGS}
          images={images}
        />
      )}
    </QueryState>
  );
}

function AddGuide({ machineId, images }: GuideEditorProps) {
  const settings = useGuideSettings();
  // Asked first, so a guide is not written for a machine that is not there.
  const guides = useMachineGuides(machineId);
  if (settings.isPending || guides.isPending) return <LoadingPanel message="Loading..." />;
  if (guides.isError && isApiError(guides.error) && guides.error.status === 404) {
    return <ErrorPanel message={guides.error.message} />;
  }
  return (
    <GuideForm
      machineId={machineId}
      settings={settings.data ?? DEFAULT_GUIDE_SETTINGS}
      images={images}
    />
  );
}

/** Loads what the guide editor needs (the guide when editing, the settings), then shows it. */
export function GuideEditor({ guideId, ...props }: GuideEditorProps) {
  return guideId ? <EditGuide guideId={guideId} {...props} /> : <AddGuide {...props} />;
}
