import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import type { UploadState } from '../lib/use-upload';
import { UploadProgress } from './upload-progress';

const MB = 1024 * 1024;

function renderProgress(state: Partial<UploadState>) {
  const full: UploadState = {
    step: 'uploading',
    percent: 30,
    hashFailed: false,
    bytes: 45 * MB,
    totalBytes: 150 * MB,
    bytesPerSecond: null,
    ...state,
  };
  render(
    <MantineProvider theme={theme} env="test">
      <UploadProgress state={full} withNotification={false} />
    </MantineProvider>,
  );
}

describe('UploadProgress', () => {
  it('shows how much has gone, the speed and the time left once there is a speed', () => {
    renderProgress({ bytesPerSecond: 10 * MB });
    expect(screen.getByTestId('upload-rate')).toHaveTextContent(
      '45.00 MB of 150.00 MB · 10.0 MB/s · less than a minute left',
    );
  });

  it('shows the bytes alone before there is a speed', () => {
    renderProgress({ step: 'hashing', bytes: 0 });
    expect(screen.getByTestId('upload-rate')).toHaveTextContent('0 KB of 150.00 MB');
  });

  it('says nothing of bytes once the file is sent', () => {
    renderProgress({ step: 'saving', percent: 100 });
    expect(screen.queryByTestId('upload-rate')).toBeNull();
  });
});
