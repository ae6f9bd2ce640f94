import type { ButtonProps } from '@mantine/core';
import { Button, Group, Image, Stack, Text } from '@mantine/core';
import type { UploadResult } from '@toolbox/client';
import { imageUrl, messages } from '@toolbox/domain';
import type { LucideIcon } from 'lucide-react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { IMAGE_ACCEPT, publishImage } from '../lib/images';
import { useUpload } from '../lib/use-upload';
import { HiddenFileInput } from './hidden-file-input';
import { UploadProgress } from './upload-progress';

/** How an image is stored: the publish call and the types it takes (lib/images by default). */
export interface ImageStore {
  publish: (upload: UploadResult) => Promise<{ path: string }>;
  /** The file input's `accept`, e.g. `image/png,image/jpeg,image/webp`. */
  accept: string;
}

const DEFAULT_STORE: ImageStore = { publish: publishImage, accept: IMAGE_ACCEPT };

interface ImageFieldProps {
  /** The stored image (`images/<sha256>.<ext>`), or null. */
  value: string | null;
  onChange: (imagePath: string | null) => void;
  /** Tells the form an upload is under way, so it is not saved half done. */
  onBusyChange: (busy: boolean) => void;
  images?: ImageStore;
  /** "Step 2" or "the machine", for the image's alternative text and the buttons' names. */
  subject: string;
  /** Prefix of the test ids (`<prefix>` on the image, `<prefix>-input` on the file input). */
  testId?: string;
  /** Thumbnail size in pixels. */
  width?: number;
  height?: number;
  /** A server message about this step's image. */
  error?: string | undefined;
}

/**
 * An optional image (a guide step's, a machine's photo): attach (with upload progress and
 * Cancel), preview as a thumbnail, replace or remove. Only the types the server takes are sent.
 */
export function ImageField({
  value,
  onChange,
  onBusyChange,
  images = DEFAULT_STORE,
  subject,
  testId = 'image',
  width = 160,
  height = 110,
  error,
}: ImageFieldProps) {
  const { upload, uploadError, send } = useImageUpload(images, onChange, onBusyChange);
  const inputRef = useRef<HTMLInputElement>(null);
  const choose = () => inputRef.current?.click();

  const message = uploadError ?? error;
  return (
    <Stack gap={6}>
      {upload.busy ? (
        <UploadProgress
          state={upload.state}
          withNotification={false}
          onCancel={() => void upload.cancel()}
        />
      ) : value ? (
        <ImagePreview
          path={value}
          subject={subject}
          testId={testId}
          width={width}
          height={height}
          onReplace={choose}
          onRemove={() => onChange(null)}
        />
      ) : (
        <SmallButton
          icon={ImagePlus}
          variant="subtle"
          w="fit-content"
          onClick={choose}
          label={`Attach image to ${subject}`}
        >
          Attach image
        </SmallButton>
      )}
      {message ? (
        <Text size="xs" c="red" role="alert">
          {message}
        </Text>
      ) : null}
      <HiddenFileInput
        ref={inputRef}
        accept={images.accept}
        testId={`${testId}-input`}
        onChoose={(file) => void send(file)}
      />
    </Stack>
  );
}

interface ImagePreviewProps {
  path: string;
  subject: string;
  testId: string;
  width: number;
  height: number;
  onReplace: () => void;
  onRemove: () => void;
}

/** The attached image as a thumbnail, with Replace and Remove beside it. */
function ImagePreview({
  path,
  subject,
  testId,
  width,
  height,
  onReplace,
  onRemove,
}: ImagePreviewProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="nowrap">
      <Image
        src={imageUrl(path)}
        alt={`${subject} image`}
        w={width}
        h={height}
        fit="cover"
        radius="sm"
        style={{ border: '1px solid var(--mantine-color-gray-3)' }}
        data-testid={testId}
      />
      <Stack gap={4}>
        <SmallButton
          icon={ImagePlus}
          variant="default"
          onClick={onReplace}
          label={`Replace ${subject} image`}
        >
          Replace
        </SmallButton>
        <SmallButton
          icon={Trash2}
          variant="subtle"
          color="red"
          onClick={onRemove}
          label={`Remove ${subject} image`}
        >
          Remove
        </SmallButton>
      </Stack>
    </Group>
  );
}

interface SmallButtonProps extends ButtonProps {
  icon: LucideIcon;
  /** The button's name for screen readers, which says what it does to which image. */
  label: string;
  onClick: () => void;
}

/** An extra-small button with its icon, named for what it does. */
function SmallButton({ icon: Icon, label, ...props }: SmallButtonProps) {
  return (
    <Button size="xs" leftSection={<Icon size={14} aria-hidden />} aria-label={label} {...props} />
  );
}

/**
 * Uploads a chosen image of an allowed type and hands on its stored path; the form hears while an
 * upload is under way (and no longer once the field is gone).
 */
function useImageUpload(
  images: ImageStore,
  onChange: (imagePath: string) => void,
  onBusyChange: (busy: boolean) => void,
) {
  const upload = useUpload();
  const [uploadError, setUploadError] = useState<string | null>(null);

  useEffect(() => {
    onBusyChange(upload.busy);
  }, [upload.busy, onBusyChange]);
  // A step removed mid-upload stops counting as busy.
  useEffect(() => () => onBusyChange(false), [onBusyChange]);

  const send = async (file: File) => {
    setUploadError(null);
    const allowed = images.accept.split(',').map((type) => type.trim());
    if (!allowed.includes(file.type)) {
      setUploadError(messages.image.typeNotAllowed);
      return;
    }
    try {
      const image = await upload.run(file, 'image', images.publish);
      if (image) onChange(image.path);
    } catch (failure) {
      setUploadError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      upload.reset();
    }
  };

  return { upload, uploadError, send };
}
