import toast from 'react-hot-toast';
import { useNavigateAfterSave } from '../../../lib/use-navigate-after-save';
import { useCreateMachine } from '../api/create-machine';
import type { SaveMachine } from './machine-form';
import { MachineForm } from './machine-form';
import { MACHINE_TYPES_PATH, machineDetailPath } from './machine-paths';
import { machineText } from './machine-text';

/** /machine-types/add: adds the machine under its derived id, then shows its page. */
export function AddMachineForm() {
  const createMachine = useCreateMachine();
  const { saved, leaveTo } = useNavigateAfterSave();

  const save: SaveMachine = ({ manufacturer, model, category, description, photoPath }) =>
    createMachine.mutateAsync({
      manufacturer,
      model,
      ...(category ? { category } : {}),
      ...(description ? { description } : {}),
      ...(photoPath ? { photoPath } : {}),
    });

  return (
    <MachineForm
      save={save}
      cancelTo={MACHINE_TYPES_PATH}
      leaving={saved}
      onSaved={(machine) => {
        toast.success(machineText.added);
        if (machine) leaveTo(machineDetailPath(machine.id));
      }}
    />
  );
}
