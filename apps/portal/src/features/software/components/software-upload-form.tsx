import { zodResolver } from '@hookform/resolvers/zod';
import { Divider, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { declaredUpload } from '@toolbox/client';
import { PasswordInput } from '@toolbox/web/password-input';
import type { SoftwareItem } from '@toolbox/domain';
import { messages, softwareNotification } from '@toolbox/domain';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Controller, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormActions } from '../../../components/form-actions';
import { FormSection } from '../../../components/form-section';
import { FileDropZone } from '../../../components/file-drop-zone';
import {
  DESCRIPTION_UNDER_INPUT,
  FormAutocomplete,
  FormSwitch,
  SEND_NOTIFICATION_LABEL,
} from '../../../components/form-fields';
import { MachineMultiSelect } from '../../../components/machine-multi-select';
import { UploadFormFrame } from '../../../components/upload-form-frame';
import { applyServerErrors } from '../../../lib/form-errors';
import { sendNotificationToAllUsers } from '../../../lib/send-notification';
import { useUploadForm } from '../../../lib/use-upload-form';
import { useCreateSoftware } from '../api/create-software';
import { useSoftwareFacets } from '../api/get-software-facets';
import type {
  EditSoftwareOutput,
  SoftwareFormOutput,
  SoftwareFormValues,
} from './software-form-schema';
import {
  SOFTWARE_FORM_DEFAULTS,
  SOFTWARE_FORM_FIELDS,
  SoftwareFormSchema,
} from './software-form-schema';

/** What the file picker offers; anything can still be dropped, so the form checks the name too. */
const ZIP_ACCEPT = '.zip,application/zip,application/x-zip-compressed';

/**
 * /software/upload (docs/product.md#software-upload and #software-validation): the ZIP is checked
 * before anything is sent, then hashed, uploaded with its percent, saved as a record and optionally
 * announced. While that runs the form is locked and leaving asks first; a failure keeps every field
 * as typed and puts the server's details on their fields.
 */
export function SoftwareUploadForm() {
  const { categories } = useSoftwareFacets();
  const createSoftware = useCreateSoftware();
  const uploadForm = useUploadForm();
  const { saved } = uploadForm;
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    trigger,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<SoftwareFormValues, unknown, SoftwareFormOutput>({
    resolver: zodResolver(SoftwareFormSchema),
    defaultValues: SOFTWARE_FORM_DEFAULTS,
  });
  const notify = useWatch({ control, name: 'sendNotification' });
  const busy = uploadForm.busy || isSubmitting;

  const chooseFile = (chosen: File | null) => {
    setValue('file', chosen, { shouldDirty: true });
    // Checked at once: a file that is no ZIP says so now, not after the rest is filled in.
    if (chosen) void trigger('file');
  };

  const submit = ({ file, ...fields }: SoftwareFormOutput) =>
    uploadForm.send({
      file,
      kind: 'software',
      publish: (finished) => createSoftware.mutateAsync({ ...declaredUpload(finished), ...fields }),
      notify: fields.sendNotification ? announce : undefined,
      onSaved: (software) => {
        toast.success(messages.software.uploaded);
        return `/software/${encodeURIComponent(software.id)}`;
      },
      onError: (error) => {
        const message = applyServerErrors(error, setError, { fields: SOFTWARE_FORM_FIELDS });
        // The server looked at the bytes and found no ZIP: that is about the file.
        if (message !== messages.software.zipOnly) return message;
        setError('file', { type: 'server', message });
        return null;
      },
    });

  return (
    <UploadFormFrame
      form={uploadForm}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      busy={busy}
      isDirty={isDirty}
      withNotification={notify}
      actions={
        <FormActions cancelTo="/software" isSubmitting={busy} disabled={saved} withCancel={!busy}>
          Upload software
        </FormActions>
      }
    >
      <ZipField control={control} error={errors.file?.message} busy={busy} onChoose={chooseFile} />
      <Divider />
      <FormSection title="Package" hint="How engineers find the package and which version it is." />
      <PackageFields
        control={control}
        register={register}
        errors={errors}
        categories={categories}
      />
      <DetailsFields control={control} register={register} errors={errors} busy={busy} />
    </UploadFormFrame>
  );
}

interface PackageFieldsProps {
  /** The upload form's or the edit form's: the same fields, with or without a file. */
  control:
    | Control<SoftwareFormValues, unknown, SoftwareFormOutput>
    | Control<SoftwareFormValues, unknown, EditSoftwareOutput>;
  register: UseFormRegister<SoftwareFormValues>;
  errors: FieldErrors<SoftwareFormValues>;
  categories: { name: string }[];
}

/** Name, category, version, minimum version, author and password, two to a row. */
export function PackageFields({ control, register, errors, categories }: PackageFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <TextInput
        label="Name"
        placeholder="e.g. Grinder controller firmware"
        withAsterisk
        error={errors.name?.message}
        {...register('name')}
      />
      <FormAutocomplete
        control={control}
        name="category"
        label="Category"
        placeholder="e.g. Firmware"
        withAsterisk
        data={categories.map((c) => c.name)}
        description="Pick a category in use or type a new one."
      />
      <TextInput
        label="Version"
        placeholder="e.g. 2.1.0"
        withAsterisk
        error={errors.version?.message}
        {...register('version')}
      />
      <TextInput
        label="Minimum version"
        placeholder="Optional, e.g. 1.8"
        description="The oldest version this package may be installed over."
        inputWrapperOrder={DESCRIPTION_UNDER_INPUT}
        error={errors.minVersion?.message}
        {...register('minVersion')}
      />
      <TextInput
        label="Author"
        placeholder="Optional"
        error={errors.author?.message}
        {...register('author')}
      />
      <PasswordInput
        label="Password"
        placeholder="Optional"
        autoComplete="new-password"
        description="What engineers need to open the package."
        inputWrapperOrder={DESCRIPTION_UNDER_INPUT}
        error={errors.password?.message}
        {...register('password')}
      />
    </SimpleGrid>
  );
}

/** The machines the package is for, its description, and whether everyone hears of it. */
export function DetailsFields({
  control,
  register,
  errors,
  busy,
  withNotification = true,
}: Omit<PackageFieldsProps, 'categories'> & { busy: boolean; withNotification?: boolean }) {
  return (
    <>
      <Controller
        control={control}
        name="machineIds"
        render={({ field }) => (
          <MachineMultiSelect
            value={field.value}
            onChange={field.onChange}
            description="The machines this package is for."
            disabled={busy}
          />
        )}
      />
      <Textarea
        label="Description"
        placeholder="What the package changes, and how to install it"
        rows={4}
        resize="vertical"
        error={errors.description?.message}
        {...register('description')}
      />
      {withNotification ? (
        <>
          <Divider />
          <FormSwitch
            control={control}
            name="sendNotification"
            label={SEND_NOTIFICATION_LABEL}
            description="Everyone with notifications on hears about the new package."
          />
        </>
      ) : null}
    </>
  );
}

/** Tells every user with notifications on about the new package. */
const announce = (sw: SoftwareItem) =>
  sendNotificationToAllUsers(
    softwareNotification({ name: sw.name, softwareId: sw.id, version: sw.version }),
  );

interface ZipFieldProps {
  control: PackageFieldsProps['control'];
  error: string | undefined;
  busy: boolean;
  onChoose: (file: File | null) => void;
}

/** The package's ZIP file, dropped or chosen. */
function ZipField({ control, error, busy, onChoose }: ZipFieldProps) {
  return (
    <Controller
      control={control}
      name="file"
      render={({ field }) => (
        <FileDropZone
          file={field.value}
          label="ZIP file"
          description="The package as one .zip file. Its SHA-256 is calculated before it is sent."
          prompt="Drop the ZIP file here"
          accept={ZIP_ACCEPT}
          error={error}
          disabled={busy}
          required
          onChange={onChoose}
        />
      )}
    />
  );
}
