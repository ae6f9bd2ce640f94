import { Alert, Box, Button, Stack, Text, Title } from '@mantine/core';
import { messages } from '@toolbox/domain';
import { CameraOff, Wrench } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { createCodeReader } from '@/lib/scan/code-reader';
import { machineIdFromCode } from '@/lib/scan/machine-link';
import { paths } from '@/paths';

/** The longest side of a frame handed to the reader: enough for a label, quick on a phone. */
const FRAME_SIDE = 960;
const EVERY_MS = 200;

type ScanState = 'starting' | 'scanning' | 'no-camera' | 'unsupported';

/**
 * Reads frames of the back camera until one holds a QR code, then opens the machine it names
 * (issue #22 item 2). The camera stops when the screen is left.
 */
function useScanner(onMachine: (id: string) => void) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScanState>('starting');
  const [foreign, setForeign] = useState(false);
  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState('unsupported');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch {
        if (!stopped) setState('no-camera');
        return;
      }
      const element = video.current;
      if (stopped || !element) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      setState('scanning');
      const reader = await createCodeReader();
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d', { willReadFrequently: true });
      const tick = async () => {
        if (stopped || !context) return;
        if (element.videoWidth > 0) {
          const scale = Math.min(1, FRAME_SIDE / Math.max(element.videoWidth, element.videoHeight));
          canvas.width = Math.round(element.videoWidth * scale);
          canvas.height = Math.round(element.videoHeight * scale);
          context.drawImage(element, 0, 0, canvas.width, canvas.height);
          const frame = context.getImageData(0, 0, canvas.width, canvas.height);
          const code = await reader.read(frame).catch(() => null);
          if (stopped) return;
          const id = code ? machineIdFromCode(code) : null;
          if (id) {
            stopped = true;
            onMachine(id);
            return;
          }
          if (code) setForeign(true);
        }
        timer = setTimeout(() => void tick(), EVERY_MS);
      };
      void tick();
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    // Started once per visit of the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { video, state, foreign };
}

/** /scan: the camera, reading a machine's QR label and opening the machine. */
export function ScanScreen() {
  const navigate = useNavigate();
  const { video, state, foreign } = useScanner(
    (id) => void navigate(paths.machine(id), { replace: true }),
  );
  const failed = state === 'no-camera' || state === 'unsupported';
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        Scan a machine
      </Title>
      {failed ? (
        <Alert color="orange" icon={<CameraOff size={18} aria-hidden />} role="alert">
          {state === 'no-camera' ? messages.toolbox.scanNoCamera : messages.toolbox.scanUnsupported}
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {state === 'starting' ? 'Opening the camera…' : messages.toolbox.scanHint}
          </Text>
          <Box
            pos="relative"
            bg="dark.9"
            style={{ borderRadius: 12, overflow: 'hidden', aspectRatio: '3 / 4' }}
          >
            <video
              ref={video}
              muted
              playsInline
              aria-label="Camera"
              data-testid="scan-video"
              style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
            {/* Where to hold the label. */}
            <Box
              pos="absolute"
              top="20%"
              left="15%"
              w="70%"
              style={{ aspectRatio: '1', border: '3px solid #fff', borderRadius: 16, opacity: 0.8 }}
              aria-hidden
            />
          </Box>
          {foreign && (
            <Alert color="orange" role="status" data-testid="scan-foreign">
              {messages.toolbox.scanNotMachine}
            </Alert>
          )}
        </>
      )}
      <Button
        component={Link}
        to={paths.machines()}
        variant="default"
        leftSection={<Wrench size={18} aria-hidden />}
      >
        Find it in Machines
      </Button>
    </Stack>
  );
}
