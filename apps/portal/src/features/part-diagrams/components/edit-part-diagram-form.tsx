import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Grid, Stack, Text, Title } from '@mantine/core';
import { declaredUpload } from '@toolbox/client';
import type { Hotspot, PartDiagram } from '@toolbox/domain';
import { imageUrl, messages } from '@toolbox/domain';
import { Save } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useState } from 'react';
import type { FieldErrors, Path, Resolver } from 'react-hook-form';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { UploadStatus } from '../../../components/upload-status';
import type { UploadForm } from '../../../lib/use-upload-form';
import { useUploadForm } from '../../../lib/use-upload-form';
import { useUpdatePartDiagram } from '../api/update-part-diagram';
import { DiagramDetailsCard } from './diagram-details-card';
import type { DiagramFormOutput, DiagramFormValues } from './diagram-form-schema';
import { DiagramFormSchema, isDiagramImage, newPartRow, PART_FIELDS } from './diagram-form-schema';
import { diagramPath } from './diagram-paths';
import { diagramSaveError } from './diagram-save-error';
import { HotspotEditor } from './hotspot-editor';
import { HotspotInspector } from './hotspot-inspector';
import { PartsEditor } from './parts-editor';
import { samePosition } from './use-linked-highlight';
import { useImagePreview } from './use-image-preview';
import { FormErrorAlert } from '../../../components/form-error-alert';

const FORM_ID = 'part-diagram-edit-form';

const toFormValues = (diagram: PartDiagram): DiagramFormValues => ({
  title: diagram.title,
  description: diagram.description,
  parts: diagram.parts,
  hotspots: diagram.hotspots,
});

/** The form's fields the server may name in its details: the fields and every parts cell. */
const serverFields = (rows: number): Path<DiagramFormValues>[] => [
  'title',
  'description',
  ...Array.from({ length: rows }, (_, i) =>
    PART_FIELDS.map((f) => `parts.${i}.${f}` as const),
  ).flat(),
];

interface EditPartDiagramFormProps {
  diagram: PartDiagram;
  /** "Franke A600", for the heading. */
  machineName: string;
}

/** The first hotspot the form refused, if any. */
function firstBrokenHotspot(formErrors: FieldErrors<DiagramFormValues>): number | null {
  const broken = formErrors.hotspots;
  if (!Array.isArray(broken)) return null;
  const index = broken.findIndex(Boolean);
  return index >= 0 ? index : null;
}

/** The form over the diagram's title, description, parts and hotspots, as the server has them. */
function useDiagramForm(diagram: PartDiagram) {
  return useForm<DiagramFormValues, unknown, DiagramFormOutput>({
    // The schema reads a cleared quantity box as 1; the form holds what was typed.
    resolver: zodResolver(DiagramFormSchema) as Resolver<
      DiagramFormValues,
      unknown,
      DiagramFormOutput
    >,
    defaultValues: toFormValues(diagram),
  });
}

/**
 * The editor's form over the diagram with its parts rows, the replacement image, and the save:
 * the new image is uploaded first, then everything goes in one PUT and the viewer opens. A save
 * refused over a hotspot without a number hands that hotspot to `onBrokenHotspot`.
 */
function useEditDiagramForm(diagram: PartDiagram, onBrokenHotspot: (index: number) => void) {
  const { machineId, id } = diagram;
  const updateDiagram = useUpdatePartDiagram();
  const uploadForm = useUploadForm();
  const preview = useImagePreview();
  const [imageError, setImageError] = useState<string | null>(null);
  const form = useDiagramForm(diagram);
  const rows = useFieldArray({ control: form.control, name: 'parts', keyName: 'key' });
  const hotspots = useWatch({ control: form.control, name: 'hotspots' });
  const parts = useWatch({ control: form.control, name: 'parts' });
  const back = diagramPath(machineId, id);

  const addRow = (positionNumber?: string) => {
    const row = newPartRow(parts, hotspots);
    rows.append(positionNumber ? { ...row, positionNumber } : row, {
      focusName: `parts.${parts.length}.${positionNumber ? 'name' : 'positionNumber'}`,
    });
  };

  const chooseImage = (file: File | null) => {
    setImageError(file && !isDiagramImage(file) ? messages.image.typeNotAllowed : null);
    preview.choose(file);
  };

  const submit = async (values: DiagramFormOutput) => {
    if (imageError) return;
    const save = (image: { uploadId: string; sha256?: string } | { imagePath: string | null }) =>
      updateDiagram.mutateAsync({ machineId, id, input: { ...values, ...image } });
    await uploadForm.send({
      file: preview.file,
      kind: 'image',
      publish: (u) => save(declaredUpload(u)),
      withoutFile: () => save({ imagePath: diagram.imagePath }),
      onSaved: () => {
        toast.success(messages.partDiagram.saved);
        return back;
      },
      onError: (error) =>
        diagramSaveError(error, form.setError, serverFields(parts.length), setImageError),
    });
  };

  // A hotspot without a number can only be fixed in the inspector: choose it.
  const invalid = (formErrors: FieldErrors<DiagramFormValues>) => {
    const index = firstBrokenHotspot(formErrors);
    if (index !== null) onBrokenHotspot(index);
  };

  return {
    form,
    rows,
    hotspots,
    parts,
    uploadForm,
    preview,
    imageError,
    back,
    addRow,
    chooseImage,
    onSubmit: form.handleSubmit(submit, invalid),
    busy: uploadForm.busy || form.formState.isSubmitting,
  };
}

/**
 * /machine-types/:machineId/part-diagrams/:diagramId/edit: the hotspot editor over the image,
 * the chosen hotspot's number, the parts table, title and description, and Replace image. Save
 * puts everything in one PUT (uploading a replacement image first) and opens the viewer.
 */
export function EditPartDiagramForm({ diagram, machineName }: EditPartDiagramFormProps) {
  const [selected, setSelected] = useState<number | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const edit = useEditDiagramForm(diagram, setSelected);
  const { form, hotspots, parts, uploadForm, preview, busy, back } = edit;
  const { errors, isDirty, isSubmitted } = form.formState;
  const positions = parts.map((p) => p.positionNumber);
  const chosen = selected === null ? undefined : hotspots[selected];
  const highlighted = hovered ?? chosen?.positionNumber ?? null;

  return (
    <form id={FORM_ID} onSubmit={(event) => void edit.onSubmit(event)} noValidate>
      <UnsavedChangesGuard when={!uploadForm.saved && (isDirty || preview.file !== null || busy)} />
      <Stack gap="lg">
        <EditHeader
          subtitle={`${diagram.title} · ${machineName}`}
          back={back}
          busy={busy}
          uploadForm={uploadForm}
        />
        <HotspotWorkspace
          src={preview.url ?? (diagram.imagePath ? imageUrl(diagram.imagePath) : null)}
          alt={diagram.title}
          hotspots={hotspots}
          setHotspots={(next) =>
            form.setValue('hotspots', next, { shouldDirty: true, shouldValidate: isSubmitted })
          }
          selected={selected}
          onSelect={setSelected}
          highlighted={highlighted}
          onHover={setHovered}
          parts={parts}
          hotspotErrors={errors.hotspots}
          onAddRow={edit.addRow}
        />
        <PartsCard
          control={form.control}
          register={form.register}
          fields={edit.rows.fields}
          errors={errors.parts}
          positions={positions}
          highlighted={highlighted}
          onHover={setHovered}
          onAddRow={edit.addRow}
          onRemove={(index) => {
            if (samePosition(hovered, positions[index])) setHovered(null);
            edit.rows.remove(index);
          }}
        />
        <DiagramDetailsCard
          register={form.register}
          errors={errors}
          image={preview.file}
          imageError={edit.imageError}
          onImage={edit.chooseImage}
          disabled={busy}
        />
      </Stack>
    </form>
  );
}

interface EditHeaderProps {
  subtitle: string;
  back: string;
  busy: boolean;
  uploadForm: UploadForm;
}

/** The title with Cancel and Save, the failure over the form, and the new image's upload. */
function EditHeader({ subtitle, back, busy, uploadForm }: EditHeaderProps) {
  return (
    <>
      <PageHeader
        title="Edit part diagram"
        description={subtitle}
        back={{ to: back, label: 'Part diagram' }}
        actions={<SaveActions cancelTo={back} busy={busy} saved={uploadForm.saved} />}
      />
      <FormErrorAlert message={uploadForm.formError} />
      <UploadStatus
        form={uploadForm}
        withNotification={false}
        showCancelled
        cancelledText="The upload of the new image was cancelled. Nothing was saved."
        inCard
      />
    </>
  );
}

function SaveActions({
  cancelTo,
  busy,
  saved,
}: {
  cancelTo: string;
  busy: boolean;
  saved: boolean;
}) {
  return (
    <>
      {busy ? null : (
        <Button component={Link} to={cancelTo} variant="default">
          Cancel
        </Button>
      )}
      <Button
        type="submit"
        form={FORM_ID}
        loading={busy}
        disabled={saved}
        leftSection={<Save size={16} aria-hidden />}
      >
        Save
      </Button>
    </>
  );
}

interface HotspotWorkspaceProps {
  src: string | null;
  alt: string;
  hotspots: Hotspot[];
  setHotspots: (next: Hotspot[]) => void;
  selected: number | null;
  onSelect: (index: number | null) => void;
  highlighted: string | null;
  onHover: (positionNumber: string | null) => void;
  parts: DiagramFormValues['parts'];
  hotspotErrors: FieldErrors<DiagramFormValues>['hotspots'];
  onAddRow: (positionNumber?: string) => void;
}

/** The image with its hotspots, and the chosen hotspot's inspector beside it. */
function HotspotWorkspace({
  src,
  alt,
  hotspots,
  setHotspots,
  selected,
  onSelect,
  highlighted,
  onHover,
  parts,
  hotspotErrors,
  onAddRow,
}: HotspotWorkspaceProps) {
  const listed = new Set(parts.map((p) => p.positionNumber.trim()));
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Card padding="md">
          {src ? (
            <HotspotEditor
              src={src}
              alt={alt}
              hotspots={hotspots}
              onChange={setHotspots}
              selected={selected}
              onSelect={onSelect}
              highlighted={highlighted}
              listed={listed}
              onHover={onHover}
            />
          ) : (
            <Text size="sm" c="dimmed">
              This diagram has no image. Choose one to place hotspots on it.
            </Text>
          )}
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Stack gap="lg">
          <Card padding="md">
            <HotspotInspector
              hotspots={hotspots}
              selected={selected}
              parts={parts}
              error={
                selected === null ? undefined : hotspotErrors?.[selected]?.positionNumber?.message
              }
              onRenumber={(index, positionNumber) =>
                setHotspots(hotspots.map((h, i) => (i === index ? { ...h, positionNumber } : h)))
              }
              onDelete={(index) => {
                setHotspots(hotspots.filter((_, i) => i !== index));
                onSelect(null);
              }}
              onAddPart={(positionNumber) => onAddRow(positionNumber)}
            />
          </Card>
          <Card padding="md">
            <Text size="xs" c="dimmed">
              Hotspots and parts rows with the same position number belong together. Grey hotspots
              have no parts row yet; pointing at a row lights its hotspot up.
            </Text>
          </Card>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

type PartsCardProps = Omit<ComponentProps<typeof PartsEditor>, 'onAdd'> & {
  onAddRow: (positionNumber?: string) => void;
};

/** The parts table in its card. */
function PartsCard({ onAddRow, onRemove, onHover, ...editor }: PartsCardProps) {
  return (
    <Card padding={0} component="section" aria-labelledby="parts-editor-title">
      <Title order={2} fz="lg" p="md" pb="xs" id="parts-editor-title">
        Parts
      </Title>
      <PartsEditor {...editor} onHover={onHover} onAdd={() => onAddRow()} onRemove={onRemove} />
    </Card>
  );
}
