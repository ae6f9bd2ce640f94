import { useEffect, useRef, useState } from 'react';

/**
 * A chosen image file with a browser URL to show it before it is uploaded. The URL is released
 * when another file replaces it, when it is removed and when the screen goes.
 */
export function useImagePreview() {
  const [image, setImage] = useState<{ file: File; url: string } | null>(null);
  const current = useRef<string | null>(null);

  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );

  const choose = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    const next = file ? { file, url: URL.createObjectURL(file) } : null;
    current.current = next?.url ?? null;
    setImage(next);
  };

  return { file: image?.file ?? null, url: image?.url ?? null, choose };
}
