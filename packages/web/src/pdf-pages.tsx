import { ActionIcon, Alert, Box, Center, Group, Loader, NumberInput, Text } from '@mantine/core';
import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react';
import type { PDFDocumentLoadingTask, PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/** pdf.js, loaded with the first PDF shown (its worker too): never part of a route's own chunk. */
async function loadPdfJs() {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

/** How far the page can be enlarged beyond the box's width (read small print on a phone). */
const ZOOMS = [1, 1.5, 2, 3];

/** The file behind a URL (read in ranges, with the page's cookies) or bytes already checked. */
export type PdfSource = { url: string } | { blob: Blob };

function useOpenedPdf(source: PdfSource) {
  const [state, setState] = useState<
    { pdf: PDFDocumentProxy; error?: never } | { pdf?: never; error: string } | null
  >(null);
  const key = 'url' in source ? source.url : source.blob;
  useEffect(() => {
    let task: PDFDocumentLoadingTask | undefined;
    let cancelled = false;
    void (async () => {
      try {
        const pdfjs = await loadPdfJs();
        const input =
          'url' in source ? { url: source.url } : { data: await source.blob.arrayBuffer() };
        if (cancelled) return;
        task = pdfjs.getDocument({ ...input, isEvalSupported: false, verbosity: 0 });
        const pdf = await task.promise;
        if (!cancelled) setState({ pdf });
      } catch {
        if (!cancelled) setState({ error: 'This PDF could not be shown. Download it to open it.' });
      }
    })();
    return () => {
      cancelled = true;
      setState(null);
      void task?.destroy();
    };
    // The source's identity is its URL or its blob.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}

/** Pixels a canvas may hold: phones (iOS Safari) leave a larger one blank. */
const MAX_CANVAS_PIXELS = 16_000_000;

/**
 * Draws one page on the canvas, as wide as the box and sharp on the device's pixels (fewer
 * pixels, scaled up, past MAX_CANVAS_PIXELS). `drawn` is the page last drawn, `failed` one that
 * could not be.
 */
function usePageCanvas(
  pdf: PDFDocumentProxy | undefined,
  pageNumber: number,
  maxWidth: number,
  zoom: number,
) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(0);
  const [failed, setFailed] = useState(0);
  useEffect(() => {
    if (!pdf || !canvas.current) return;
    let render: RenderTask | undefined;
    let cancelled = false;
    void (async () => {
      try {
        const page = await pdf.getPage(pageNumber);
        const element = canvas.current;
        if (cancelled || !element) return;
        const width = Math.min(element.parentElement?.clientWidth || 800, maxWidth) * zoom;
        const unscaled = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: width / unscaled.width });
        const ratio = Math.min(
          window.devicePixelRatio || 1,
          Math.sqrt(MAX_CANVAS_PIXELS / (viewport.width * viewport.height)),
        );
        element.width = Math.floor(viewport.width * ratio);
        element.height = Math.floor(viewport.height * ratio);
        element.style.width = `${Math.floor(viewport.width)}px`;
        element.style.height = `${Math.floor(viewport.height)}px`;
        render = page.render({
          canvas: element,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        });
        await render.promise;
        if (!cancelled) setDrawn(pageNumber);
      } catch (error) {
        // A render cancelled for the next page is not a failure.
        if (!cancelled && (error as Error).name !== 'RenderingCancelledException')
          setFailed(pageNumber);
      }
    })();
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [pdf, pageNumber, maxWidth, zoom]);
  return { canvas, drawn, failed };
}

type PdfPagesProps = {
  source: PdfSource;
  title: string;
  initialPage?: number;
  onPageChange?: (page: number) => void;
  /** The widest a page is drawn (CSS pixels); narrower boxes draw it as wide as they are. */
  maxPageWidth?: number;
  /** Brings the page into view once drawn (opened at a search hit's page). */
  scrollIntoView?: boolean;
};

const blobIds = new WeakMap<Blob, number>();
let nextBlobId = 1;
/** A source's identity: its URL, or its blob's. */
function sourceKey(source: PdfSource): string {
  if ('url' in source) return source.url;
  if (!blobIds.has(source.blob)) blobIds.set(source.blob, nextBlobId++);
  return `blob:${blobIds.get(source.blob)}`;
}

/**
 * A PDF shown a page at a time (issue #22 item 1): opens at `initialPage` (a search hit's page),
 * with previous and next, a page number to type, zoom and the arrow keys. Drawn with pdf.js, so
 * it shows the same on a phone, where a PDF in a frame shows only its first page or nothing.
 * Another file starts afresh: its own first page, zoom and drawing.
 */
export function PdfPages(props: PdfPagesProps) {
  return <PdfFile key={sourceKey(props.source)} {...props} />;
}

function PdfFile({
  source,
  title,
  initialPage = 1,
  onPageChange,
  maxPageWidth = 2000,
  scrollIntoView = false,
}: PdfPagesProps) {
  const opened = useOpenedPdf(source);
  const pageCount = opened?.pdf?.numPages ?? 0;
  const [wanted, setWanted] = useState(initialPage);
  const page = pageCount ? Math.min(Math.max(1, wanted), pageCount) : wanted;
  const [zoom, setZoom] = useState(1);
  const zoomStep = (step: 1 | -1) =>
    setZoom(ZOOMS[Math.min(ZOOMS.length - 1, Math.max(0, ZOOMS.indexOf(zoom) + step))]!);
  const { canvas, drawn, failed } = usePageCanvas(opened?.pdf, page, maxPageWidth, zoom);
  const box = useRef<HTMLDivElement>(null);
  const scrolled = useRef(!scrollIntoView);
  useEffect(() => {
    if (!drawn || scrolled.current) return;
    scrolled.current = true;
    box.current?.scrollIntoView({ block: 'start' });
  }, [drawn]);

  const go = (next: number) => {
    const bounded = Math.min(Math.max(1, next), pageCount || 1);
    setWanted(bounded);
    onPageChange?.(bounded);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement) return;
    if (event.key === 'ArrowLeft' || event.key === 'PageUp') go(page - 1);
    else if (event.key === 'ArrowRight' || event.key === 'PageDown') go(page + 1);
    else return;
    event.preventDefault();
  };

  if (opened?.error)
    return (
      <Alert color="red" role="alert" m="sm">
        {opened.error}
      </Alert>
    );
  return (
    <Box onKeyDown={onKeyDown} data-testid="pdf-pages" ref={box}>
      <Group justify="space-between" gap="xs" px="sm" py={6} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Previous page"
          disabled={!pageCount || page <= 1}
          onClick={() => go(page - 1)}
        >
          <ChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed" component="label" htmlFor="pdf-page-number">
            Page
          </Text>
          <NumberInput
            id="pdf-page-number"
            size="xs"
            w={64}
            min={1}
            max={pageCount || undefined}
            value={page}
            hideControls
            disabled={!pageCount}
            onChange={(value) => typeof value === 'number' && value >= 1 && go(value)}
          />
          <Text size="sm" c="dimmed" aria-hidden>
            of {pageCount || '…'}
          </Text>
          <Text
            size="sm"
            aria-live="polite"
            data-testid="pdf-page-indicator"
            style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}
          >
            {pageCount ? `Page ${page} of ${pageCount}` : ''}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Zoom out"
            disabled={zoom <= ZOOMS[0]!}
            onClick={() => zoomStep(-1)}
          >
            <ZoomOut size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Zoom in"
            disabled={zoom >= ZOOMS.at(-1)!}
            onClick={() => zoomStep(1)}
          >
            <ZoomIn size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Next page"
            disabled={!pageCount || page >= pageCount}
            onClick={() => go(page + 1)}
          >
            <ChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <Box
        pos="relative"
        pb="sm"
        style={{
          lineHeight: 0,
          display: 'flex',
          justifyContent: zoom > 1 ? 'flex-start' : 'center',
          overflowX: 'auto',
        }}
      >
        {failed === page && drawn !== page ? (
          <Alert color="red" role="alert" pos="absolute" top={8} left={8} right={8}>
            Page {page} could not be shown. Download the file to open it.
          </Alert>
        ) : (
          drawn !== page && (
            <Center pos="absolute" inset={0} mih={200}>
              <Loader size="sm" aria-label="Drawing the page" />
            </Center>
          )
        )}
        <canvas
          ref={canvas}
          role="img"
          aria-label={`Page ${page} of ${title}`}
          data-page={drawn || undefined}
          style={{
            display: 'block',
            maxWidth: zoom > 1 ? 'none' : '100%',
            flexShrink: 0,
            minHeight: drawn ? undefined : 200,
            background: '#fff',
            boxShadow: '0 1px 4px rgba(0, 0, 0, 0.15)',
          }}
        />
      </Box>
    </Box>
  );
}
