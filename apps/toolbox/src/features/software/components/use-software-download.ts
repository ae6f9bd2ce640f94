import type { SoftwareItem } from '@toolbox/domain';
import { useState } from 'react';
import type { KeptFile } from '@/lib/offline/db';
import { useKeepFile } from '@/lib/offline/queries';
import { fetchVerifiedFile } from '@/lib/offline/verified-file';
import { urls } from '@/lib/urls';

/** Hands checked bytes to the browser's downloads under the package's file name. */
function saveToDevice(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Saves the package to the device's downloads, checked against its SHA-256: the kept copy when
 * there is one, otherwise downloaded and kept once.
 */
export function useSoftwareDownload(s: SoftwareItem, kept: KeptFile | undefined) {
  const keep = useKeepFile();
  const [saveError, setSaveError] = useState<string | null>(null);
  const fileUrl = urls.softwareFile(s.id);
  const fileName = `${s.name}-${s.version}.zip`.replace(/[^\w.-]+/g, '_');

  const download = async () => {
    setSaveError(null);
    try {
      // Kept already: the kept copy, checked again; otherwise downloaded, checked and kept once.
      const { blob } = kept
        ? await fetchVerifiedFile(fileUrl, s.sha256FileHash)
        : await keep.mutateAsync({
            url: fileUrl,
            kind: 'software',
            id: s.id,
            title: s.name,
            version: s.version,
            sha256: s.sha256FileHash,
          });
      saveToDevice(blob, fileName);
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : String(error));
    }
  };

  return { download, saveError, isPending: keep.isPending };
}
