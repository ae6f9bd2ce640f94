import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Group, Text, Textarea, TextInput } from '@mantine/core';
import { messages } from '@toolbox/domain';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { FileDropZone } from '../../../components/file-drop-zone';
import { UploadFormFrame } from '../../../components/upload-form-frame';
import { applyServerErrors } from '../../../lib/form-errors';
import { useUploadForm } from '../../../lib/use-upload-form';
import { useCreatePartDiagram } from '../api/create-part-diagram';
import classes from './diagram.module.css';
import type { AddDiagramFormOutput, AddDiagramFormValues } from './diagram-form-schema';
import { AddDiagramFormSchema, DIAGRAM_IMAGE_ACCEPT } from './diagram-form-schema';
import { diagramEditPath, PARTS_PATH } from './diagram-paths';
import { useImagePreview } from './use-image-preview';

const DEFAULTS: AddDiagramFormValues = { title: '', description: '', image: null };

/**
 * /machine-types/:machineId/part-diagrams/add: title, description and the image (checked
 * before anything is sent, then uploaded with its percent and a Cancel). Saving opens the
 * editor, where the hotspots are placed on the image.
 */
export function AddPartDiagramForm({ machineId }: { machineId: string }) {
  const createDiagram = useCreatePartDiagram();
  const uploadForm = useUploadForm();
  const preview = useImagePreview();
  const { saved } = uploadForm;
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    trigger,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<AddDiagramFormValues, unknown, AddDiagramFormOutput>({
    resolver: zodResolver(AddDiagramFormSchema),
    defaultValues: DEFAULTS,
  });
  const busy = uploadForm.busy || isSubmitting;

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
          input: { ...fields, parts: [], hotspots: [], uploadId: finished.uploadId },
        }),
      onSaved: (diagram) => {
        toast.success(messages.partDiagram.saved);
        return diagramEditPath(machineId, diagram.id);
      },
      onError: (error) => {
        const message = applyServerErrors(error, setError, {
          fields: ['title', 'description', 'image'],
        });
        // The server looked at the bytes and found no PNG, JPEG or WebP: that is about the image.
        if (message !== messages.image.typeNotAllowed) return message;
        setError('image', { message });
        return null;
      },
    });

  return (
    <UploadFormFrame
      form={uploadForm}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      busy={busy}
      isDirty={isDirty}
      withNotification={false}
      actions={
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            Next: place the numbered hotspots and fill in the parts list.
          </Text>
          <Group gap="sm">
            {busy ? null : (
              <Button component={Link} to={PARTS_PATH} variant="default">
                Cancel
              </Button>
            )}
            <Button type="submit" loading={busy} disabled={saved}>
              Save and place hotspots
            </Button>
          </Group>
        </Group>
      }
    >
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <FileDropZone
            file={field.value}
            label="Diagram image"
            description="A PNG, JPEG or WebP drawing of the assembly, with room around the parts for their numbers."
            prompt="Drop the diagram image here"
            accept={DIAGRAM_IMAGE_ACCEPT}
            error={errors.image?.message}
            disabled={busy}
            required
            onChange={chooseImage}
          />
        )}
      />
      {preview.url && !errors.image ? (
        <Box h={220} bdrs="md" style={{ overflow: 'hidden' }}>
          <img src={preview.url} alt="Preview of the chosen image" className={classes.thumb} />
        </Box>
      ) : null}
      <TextInput
        label="Title"
        placeholder="e.g. Brewing unit, exploded view"
        withAsterisk
        error={errors.title?.message}
        {...register('title')}
      />
      <Textarea
        label="Description"
        placeholder="Optional: which assembly the drawing shows, and from which side"
        rows={3}
        resize="vertical"
        error={errors.description?.message}
        {...register('description')}
      />
    </UploadFormFrame>
  );
}
