import { Card, Fieldset, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FileDropZone } from '../../../components/file-drop-zone';
import type { DiagramFormValues } from './diagram-form-schema';
import { DIAGRAM_IMAGE_ACCEPT } from './diagram-form-schema';

interface DiagramDetailsCardProps {
  register: UseFormRegister<DiagramFormValues>;
  errors: FieldErrors<DiagramFormValues>;
  /** A replacement image, not uploaded yet. */
  image: File | null;
  imageError: string | null;
  onImage: (file: File | null) => void;
  disabled: boolean;
}

/** The editor's details: title, description, and Replace image. */
export function DiagramDetailsCard({
  register,
  errors,
  image,
  imageError,
  onImage,
  disabled,
}: DiagramDetailsCardProps) {
  return (
    <Card padding="md" component="section" aria-labelledby="diagram-details-title">
      <Stack gap="md">
        <Title order={2} fz="md" id="diagram-details-title">
          Details
        </Title>
        <Fieldset variant="unstyled" disabled={disabled} p={0} m={0}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
            <Stack gap="md">
              <TextInput
                label="Title"
                withAsterisk
                error={errors.title?.message}
                {...register('title')}
              />
              <Textarea
                label="Description"
                rows={3}
                resize="vertical"
                error={errors.description?.message}
                {...register('description')}
              />
            </Stack>
            <FileDropZone
              file={image}
              label="Replace image"
              description="Hotspots keep their places relative to the image."
              prompt="Drop a new image here"
              accept={DIAGRAM_IMAGE_ACCEPT}
              error={imageError ?? undefined}
              disabled={disabled}
              onChange={onImage}
            />
          </SimpleGrid>
        </Fieldset>
      </Stack>
    </Card>
  );
}
