import { useSearchParams } from 'react-router';
import { MachineLabels, type LabelFormat } from '../../features/machines/components/machine-labels';

/** The print-ready page: no sidebar, the paper's own size (issue #22 item 2). */
export function Component() {
  const [params] = useSearchParams();
  const format: LabelFormat = params.get('format') === 'roll' ? 'roll' : 'a4';
  const ids =
    params.get('all') === '1' ? 'all' : (params.get('ids') ?? '').split(',').filter(Boolean);
  return <MachineLabels ids={ids} format={format} />;
}
