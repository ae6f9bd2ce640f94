import { useQueryClient } from '@tanstack/react-query';
import type { UpdateMachineInput } from '@toolbox/domain';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { QueryState } from '../../../components/query-state';
import { useNavigateAfterSave } from '../../../lib/use-navigate-after-save';
import { useMachine } from '../api/get-machine';
import { forgetMachine } from '../api/machine-cache';
import { useUpdateMachine } from '../api/update-machine';
import type { SaveMachine } from './machine-form';
import { MachineForm } from './machine-form';
import { MACHINE_FORM_FIELDS } from './machine-form-schema';
import { machineDetailPath } from './machine-paths';
import { machineQueryTexts } from './machine-query-texts';
import { machineText } from './machine-text';

/**
 * /machine-types/edit/:id: sends only the fields that changed, then shows the machine under
 * its id after the save, which is a new one when a rename moved it
 * (docs/product.md#machine-changes).
 */
export function EditMachineForm({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const machineQuery = useMachine(id);
  const updateMachine = useUpdateMachine();
  const { saved, leaveTo } = useNavigateAfterSave();
  // The id a save moved the machine away from; forgotten once this screen has gone.
  const movedFrom = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (movedFrom.current !== null) forgetMachine(queryClient, movedFrom.current);
    },
    [queryClient],
  );

  const save: SaveMachine = async (values, changed) => {
    const changes: UpdateMachineInput = {};
    for (const key of MACHINE_FORM_FIELDS) {
      if (changed.has(key)) Object.assign(changes, { [key]: values[key] });
    }
    if (Object.keys(changes).length === 0) return null;
    return updateMachine.mutateAsync({ id, changes });
  };

  return (
    <QueryState query={machineQuery} {...machineQueryTexts}>
      {(machine) => (
        <MachineForm
          key={machine.id}
          machine={machine}
          save={save}
          cancelTo={machineDetailPath(id)}
          leaving={saved}
          onSaved={(updated) => {
            toast.success(machineText.saved);
            if (updated && updated.id !== id) movedFrom.current = id;
            leaveTo(machineDetailPath(updated?.id ?? id));
          }}
        />
      )}
    </QueryState>
  );
}
