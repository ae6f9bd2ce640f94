import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import type { SoftwareItem } from '@toolbox/domain';
import { messages } from '@toolbox/domain';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { useFormSave } from '../../../lib/form-errors';
import { useNavigateAfterSave } from '../../../lib/use-navigate-after-save';
import { useSoftwareFacets } from '../api/get-software-facets';
import { useUpdateSoftware } from '../api/update-software';
import type { EditSoftwareOutput, SoftwareFormValues } from './software-form-schema';
import { EditSoftwareSchema, SOFTWARE_FORM_FIELDS } from './software-form-schema';
import { DetailsFields, PackageFields } from './software-upload-form';

/**
 * /software/{id}/edit (issue #17 item 9): a package's name, version, minimum version, category,
 * author, password, machines and description, with the upload's rules and messages. The file
 * stays; a new file is a new package.
 */
export function EditSoftwareForm({ software }: { software: SoftwareItem }) {
  const { categories } = useSoftwareFacets();
  const { saved, leaveTo } = useNavigateAfterSave();
  const update = useUpdateSoftware(software.id);
  const { register, control, handleSubmit, setError, formState } = useForm<
    SoftwareFormValues,
    unknown,
    EditSoftwareOutput
  >({
    resolver: zodResolver(EditSoftwareSchema),
    defaultValues: {
      file: null,
      name: software.name,
      category: software.category,
      version: software.version,
      minVersion: software.minVersion,
      password: software.password,
      machineIds: software.machineIds,
      description: software.description,
      author: software.author,
      sendNotification: false,
    },
  });
  const { formError, attempt } = useFormSave(setError, { fields: SOFTWARE_FORM_FIELDS });

  const submit = handleSubmit(({ file: _file, sendNotification: _notify, ...fields }) =>
    attempt(async () => {
      await update.mutateAsync(fields);
      toast.success(messages.software.updated);
      leaveTo(`/software/${encodeURIComponent(software.id)}`);
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <UnsavedChangesGuard when={formState.isDirty && !formState.isSubmitting && !saved} />
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <PackageFields
          control={control}
          register={register}
          errors={formState.errors}
          categories={categories}
        />
        <DetailsFields
          control={control}
          register={register}
          errors={formState.errors}
          busy={formState.isSubmitting}
          withNotification={false}
        />
        <Button type="submit" loading={formState.isSubmitting} w="fit-content">
          Save changes
        </Button>
      </Stack>
    </form>
  );
}
