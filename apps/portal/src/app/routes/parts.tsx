import { useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { AddDiagramButton } from '../../features/part-diagrams/components/add-diagram-button';
import { PartDiagramsList } from '../../features/part-diagrams/components/part-diagrams-list';

export function Component() {
  const [params] = useSearchParams();
  return (
    <Page
      title="Part Diagrams"
      description="Exploded views of the machines with numbered parts, across the catalogue."
      actions={<AddDiagramButton machineId={params.get('machineId') ?? undefined} />}
    >
      <PartDiagramsList />
    </Page>
  );
}
