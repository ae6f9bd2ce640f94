/**
 * Reads QR codes from camera frames (issue #22 item 2): the browser's own BarcodeDetector where
 * it knows QR codes (Android's Chrome, Safari on recent iPhones), else zxing-wasm, a WebAssembly
 * build of ZXing served with the app (never fetched from elsewhere).
 */
export type CodeReader = (frame: ImageData) => Promise<string | null>;

type Detector = { detect(source: ImageData): Promise<{ rawValue: string }[]> };
type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
};

async function nativeReader(): Promise<CodeReader | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  const formats = await Native.getSupportedFormats().catch(() => [] as string[]);
  if (!formats.includes('qr_code')) return null;
  const detector = new Native({ formats: ['qr_code'] });
  return async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null;
}

async function wasmReader(): Promise<CodeReader> {
  const [{ prepareZXingModule, readBarcodes }, wasm] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasm.default : prefix + path,
    },
  });
  return async (frame) => {
    const [found] = await readBarcodes(frame, { formats: ['QRCode'], tryHarder: true });
    return found?.isValid ? found.text : null;
  };
}

/** The reader this browser has: its own where it reads QR codes, else the WebAssembly one. */
export async function createCodeReader(): Promise<{ read: CodeReader; kind: 'native' | 'wasm' }> {
  const native = await nativeReader();
  return native ? { read: native, kind: 'native' } : { read: await wasmReader(), kind: 'wasm' };
}
