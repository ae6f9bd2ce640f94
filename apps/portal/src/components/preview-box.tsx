import { Box, Button, Center, Image, Stack, Text } from '@mantine/core';
import { fileTypeOf, IMAGE_FILE_TYPES, isPdf, messages } from '@toolbox/domain';
import { PdfPages } from '@toolbox/web/pdf-pages';
import { Download, FileQuestion } from 'lucide-react';

interface PreviewBoxProps {
  /** The file's URL on the server (served inline for PDFs and raster images). */
  url: string;
  fileType: string;
  title: string;
  /** The PDF page to open at (a search hit's). */
  initialPage?: number;
  onPageChange?: (page: number) => void;
}

/**
 * The preview box of docs/product.md#document-display: a PDF a page at a time (opened at a search
 * hit's page, issue #22), an image as an image, and anything else a note with a download button.
 * SVGs are downloaded, never shown: the server sends them as attachments so nothing uploaded runs
 * in the portal.
 */
export function PreviewBox({ url, fileType, title, initialPage, onPageChange }: PreviewBoxProps) {
  const type = fileTypeOf(fileType);
  const isImage = (IMAGE_FILE_TYPES as readonly string[]).includes(type) && type !== 'svg';
  return (
    <Box
      style={{
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 'var(--mantine-radius-md)',
        background: 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))',
        overflow: 'hidden',
      }}
    >
      {isPdf(type) ? (
        <PdfPages
          source={{ url }}
          title={title}
          maxPageWidth={680}
          scrollIntoView={Boolean(initialPage)}
          {...(initialPage ? { initialPage } : {})}
          {...(onPageChange ? { onPageChange } : {})}
        />
      ) : isImage ? (
        <Center p="md" mih={240}>
          <Image src={url} alt={`Preview of ${title}`} mah={600} fit="contain" />
        </Center>
      ) : (
        <Center mih={200} p="lg">
          <Stack align="center" gap="sm" ta="center">
            <FileQuestion
              size={36}
              strokeWidth={1.5}
              color="var(--mantine-color-gray-5)"
              aria-hidden
            />
            <Text c="dimmed">{messages.document.previewUnavailable}</Text>
            <Button
              component="a"
              href={url}
              download
              variant="light"
              leftSection={<Download size={16} aria-hidden />}
            >
              Download
            </Button>
          </Stack>
        </Center>
      )}
    </Box>
  );
}
