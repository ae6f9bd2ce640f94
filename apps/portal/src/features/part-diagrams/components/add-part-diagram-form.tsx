import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Group, Text, Textarea, TextInput } from '@mantine/core';
import { declaredUpload } from '@toolbox/client';
import { messages } from '@toolbox/domain';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormFileDropZone } from '../../../components/form-file-drop-zone';
import { FormActions } from '../../../components/form-actions';
import { UploadFormFrame } from '../../../components/upload-form-frame';
import { useUploadForm } from '../../../lib/use-upload-form';
import { useCreatePartDiagram } from '../api/create-part-diagram';
import classes from './diagram.module.css';
import type { AddDiagramFormOutput, AddDiagramFormValues } from './diagram-form-schema';
import { AddDiagramFormSchema, DIAGRAM_IMAGE_ACCEPT } from './diagram-form-schema';
import { diagramEditPath, PARTS_PATH } from './diagram-paths';
import { diagramSaveError } from './diagram-save-error';
import { useImagePreview } from './use-image-preview';

const DEFAULTS: AddDiagramFormValues = { title: '', description: '', image: null };

/** The new diagram's form, its image with a preview, and its upload-then-save. */
function useAddDiagramForm(machineId: string) {
  const createDiagram = useCreatePartDiagram();
  const uploadForm = useUploadForm();
  const preview = useImagePreview();
  const form = useForm<AddDiagramFormValues, unknown, AddDiagramFormOutput>({
    resolver: zodResolver(AddDiagramFormSchema),
    defaultValues: DEFAULTS,
  });
  const { setValue, setError, trigger } = form;

  const chooseImage = (file: File | null) => {
    setValue('image', file, { shouldDirty: true });
    preview.choose(file);
    // Checked at once: a file that is no image says so now, not after the rest is filled in.
    if (file) void trigger('image');
  };

  const submit = ({ image, ...fields }: AddDiagramFormOutput) =>
    uploadForm.send({
      file: image,
      kind: 'image',
      publish: (finished) =>
        createDiagram.mutateAsync({
          machineId,
          input: { ...fields, parts: [], hotspots: [], ...declaredUpload(finished) },
        }),
      onSaved: (diagram) => {
        toast.success(messages.partDiagram.saved);
        return diagramEditPath(machineId, diagram.id);
      },
      onError: (error) =>
        diagramSaveError(error, setError, ['title', 'description', 'image'], (message) =>
          setError('image', { message }),
        ),
    });

  return {
    form,
    uploadForm,
    previewUrl: preview.url,
    chooseImage,
    onSubmit: form.handleSubmit(submit),
    busy: uploadForm.busy || form.formState.isSubmitting,
  };
}

/** Where the form goes next, with Cancel and Save. */
function AddDiagramActions({ busy, saved }: { busy: boolean; saved: boolean }) {
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        Next: place the numbered hotspots and fill in the parts list.
      </Text>
      <FormActions cancelTo={PARTS_PATH} withCancel={!busy} isSubmitting={busy} disabled={saved}>
        Save and place hotspots
      </FormActions>
    </Group>
  );
}

/**
 * /machine-types/:machineId/part-diagrams/add: title, description and the image (checked
 * before anything is sent, then uploaded with its percent and a Cancel). Saving opens the
 * editor, where the hotspots are placed on the image.
 */
export function AddPartDiagramForm({ machineId }: { machineId: string }) {
  const { form, uploadForm, previewUrl, chooseImage, onSubmit, busy } =
    useAddDiagramForm(machineId);
  const { errors, isDirty } = form.formState;

  return (
    <UploadFormFrame
      form={uploadForm}
      onSubmit={(event) => void onSubmit(event)}
      busy={busy}
      isDirty={isDirty}
      withNotification={false}
      actions={<AddDiagramActions busy={busy} saved={uploadForm.saved} />}
    >
      <FormFileDropZone
        control={form.control}
        name="image"
        label="Diagram image"
        description="A PNG, JPEG or WebP drawing of the assembly, with room around the parts for their numbers."
        prompt="Drop the diagram image here"
        accept={DIAGRAM_IMAGE_ACCEPT}
        disabled={busy}
        required
        onChange={chooseImage}
      />
      {previewUrl && !errors.image ? (
        <Box h={220} bdrs="md" style={{ overflow: 'hidden' }}>
          <img src={previewUrl} alt="Preview of the chosen image" className={classes.thumb} />
        </Box>
      ) : null}
      <TextInput
        label="Title"
        placeholder="e.g. Brewing unit, exploded view"
        withAsterisk
        error={errors.title?.message}
        {...form.register('title')}
      />
      <Textarea
        label="Description"
        placeholder="Optional: which assembly the drawing shows, and from which side"
        rows={3}
        resize="vertical"
        error={errors.description?.message}
        {...form.register('description')}
      />
    </UploadFormFrame>
  );
}
